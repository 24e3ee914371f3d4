/** What opening an edition package came to: the draft it made, or every record it refused, or why it never arrived. */
import { WHOLE_PACKAGE } from '../../../common/api/editions.js';
import { countLabel } from '../../../common/plural.js';
import type { PackageReport } from '../../../common/types.js';
import type { uploadPackage } from '../../api/editions.js';
import styles from './EditionsPanel.module.css';

/** What an upload came to (the report, or the status of another failure). */
export type UploadOutcome = Awaited<ReturnType<typeof uploadPackage>>;

const KIND_LABELS: Record<PackageReport['rejected'][number]['kind'], string> = {
  issue: 'Edició',
  article: 'Article',
  author: 'Autor',
  media: 'Fitxer multimèdia',
  file: 'Fitxer del paquet',
};

export function UploadReport({ outcome, onClose }: { outcome: UploadOutcome; onClose(): void }) {
  if (!outcome.report) {
    const status = 'status' in outcome ? outcome.status : 0;
    const text =
      status === 413
        ? 'El paquet és massa gran per a aquest servidor.'
        : status === 415
          ? "El fitxer no és un paquet d'edició (.zip)."
          : status === 401 || status === 403
            ? 'La sessió ha caducat: torna a entrar.'
            : "No s'ha pogut enviar el paquet. Torna-ho a provar.";
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {text}
      </p>
    );
  }
  const { report } = outcome;
  if (outcome.stored) {
    return (
      <div className={styles.report} role="status">
        <p className={styles.reportTitle}>
          Esborrany desat: {report.editions.length === 1 ? `número ${report.editions[0]}` : `números ${report.editions.join(', ')}`}
        </p>
        <p className={styles.reportText}>
          {countLabel(report.articles, 'article', 'articles')}, {countLabel(report.authors, 'autor nou', 'autors nous')}, {countLabel(report.media, 'fitxer', 'fitxers')}. Previsualitza'l abans de publicar-lo.
        </p>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          Tanca
        </button>
      </div>
    );
  }
  return (
    <div className={`${styles.report} ${styles.reportError}`} role="alert">
      <p className={styles.reportTitle}>El paquet no s'ha desat: {countLabel(report.rejected.length, 'registre rebutjat', 'registres rebutjats')}</p>
      <p className={styles.reportText}>No s'ha guardat res. Corregeix aquests registres i torna a obrir el paquet.</p>
      <div className={styles.tableWrap}>
        <table className={styles.reportTable}>
          <thead>
            <tr>
              <th scope="col">Tipus</th>
              <th scope="col">Identificador</th>
              <th scope="col">Motiu</th>
            </tr>
          </thead>
          <tbody>
            {report.rejected.map((r, i) => (
              <tr key={`${r.kind}-${r.id}-${i}`}>
                <td>{KIND_LABELS[r.kind]}</td>
                <td className={r.id === WHOLE_PACKAGE ? undefined : styles.mono}>{r.id === WHOLE_PACKAGE ? 'el paquet sencer' : r.id}</td>
                <td>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className={styles.linkButton} onClick={onClose}>
        Tanca
      </button>
    </div>
  );
}
