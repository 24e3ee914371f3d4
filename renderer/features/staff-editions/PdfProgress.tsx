/** An edition's PDF as it is exported: the step and its progress, then the file saved or the failure. */
import type { PdfExportState } from './pdfExport.js';
import styles from './EditionsPanel.module.css';

export function PdfProgress({ state }: { state: PdfExportState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        No s'ha pogut crear el PDF del número {state.number}.
      </p>
    );
  }
  if (state.status === 'saved') {
    return (
      <p className={styles.notice} role="status">
        PDF del número {state.number} desat: {state.fileName} ({state.pageCount} pàgines).
        {state.withoutAddress && (
          <>
            {' '}
            No porta l'adreça del web ni els codis QR que hi porten: aquest equip no en sap l'adreça pública. Indica-la a{' '}
            <a href="#configuracio">Configuració</a> i torna a exportar el PDF.
          </>
        )}
      </p>
    );
  }
  const percent = Math.round(state.fraction * 100);
  return (
    <div className={styles.progress} role="status">
      <p>
        Exportant el número {state.number}: {state.label}… {percent}%
      </p>
      <progress max={100} value={percent} aria-label={`Progrés del PDF del número ${state.number}`} />
    </div>
  );
}
