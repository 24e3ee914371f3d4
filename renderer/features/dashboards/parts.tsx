/** Small building blocks shared by both dashboards: header, period selector, figures, tables, export. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../common/routes/index.js';
import { saveDownload, type ExportRequest } from '../../api/admin.js';
import type { FileBody } from '../../api/client.js';
import { SignOutButton } from './AdminGate.js';
import { exportRange, formatInt, periodLabel } from './format.js';
import { StaffPageHeader } from '../../components/StaffPageHeader.js';
import frame from '../../styles/StaffPage.module.css';
import styles from './Dashboard.module.css';

export function DashboardHeader({ title, intro, other, children }: { title: string; intro: string; other: { to: string; label: string }; children?: ReactNode }) {
  const links = (
    <>
      <Link to={paths.workspace()} className={frame.headerLink}>
        <span aria-hidden="true">←</span> Redacció
      </Link>
      <Link to={other.to} className={frame.headerLink}>
        {other.label} <span aria-hidden="true">→</span>
      </Link>
      <SignOutButton />
    </>
  );
  return (
    <StaffPageHeader eyebrow="Administració · Revista Estany" title={title} intro={intro} links={links}>
      {children}
    </StaffPageHeader>
  );
}

export function PeriodSelector({ periods, value, onChange }: { periods: readonly number[]; value: number; onChange: (days: number) => void }) {
  return (
    <div className={styles.periods} role="group" aria-label="Període">
      {periods.map((days) => (
        <button key={days} type="button" className={styles.period} aria-pressed={days === value} onClick={() => onChange(days)}>
          {periodLabel(days)}
        </button>
      ))}
    </div>
  );
}

interface Figure {
  label: string;
  value: string;
  note?: string;
}

export function Figures({ items, label }: { items: Figure[]; label: string }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((f) => (
        <div key={f.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{f.label}</dt>
          <dd className={styles.figureValue}>{f.value}</dd>
          {f.note && <dd className={styles.figureNote}>{f.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function Panel({ title, children, wide = false, note }: { title: string; children: ReactNode; wide?: boolean; note?: ReactNode }) {
  return (
    <section className={`${styles.panel} ${wide ? styles.panelWide : ''}`} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
      {note && <p className={styles.panelNote}>{note}</p>}
    </section>
  );
}

export interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A ranked table; the first numeric column also draws a proportional bar behind its figure. */
export function StatTable<T>({ rows, columns, caption, barOf, empty = 'Encara no hi ha dades per a aquest període.' }: {
  rows: T[];
  columns: Column<T>[];
  caption: string;
  barOf?: (row: T) => number;
  empty?: string;
}) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  const max = barOf ? Math.max(1, ...rows.map(barOf)) : 1;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? styles.num : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c, j) => (
                <td key={c.label} className={c.numeric ? styles.num : undefined}>
                  {j === 0 && barOf ? (
                    <span className={styles.barCell}>
                      <span className={styles.bar} style={{ width: `${(barOf(row) / max) * 100}%` }} aria-hidden="true" />
                      <span className={styles.barText}>{c.value(row)}</span>
                    </span>
                  ) : (
                    c.value(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const count = (n: number) => formatInt(n);

/** 'Exporta CSV' / 'Exporta JSON' for the selected period. */
export function ExportButtons({
  exportFile,
  days,
  filePrefix,
}: {
  exportFile: (request: ExportRequest) => Promise<FileBody>;
  days: number;
  filePrefix: string;
}) {
  const [busy, setBusy] = useState<'csv' | 'json' | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (format: 'csv' | 'json') => {
    setBusy(format);
    setFailed(false);
    const range = exportRange(days);
    try {
      await saveDownload(exportFile({ ...range, format }), `${filePrefix}-${range.startDate}-${range.endDate}.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.exports}>
      <span className={styles.exportsLabel}>{days === 1 ? 'Dades d’avui' : `Dades dels últims ${days} dies`}</span>
      <button type="button" className="button" onClick={() => void run('csv')} disabled={busy !== null}>
        {busy === 'csv' ? 'Preparant…' : 'Exporta CSV'}
      </button>
      <button type="button" className="button" onClick={() => void run('json')} disabled={busy !== null}>
        {busy === 'json' ? 'Preparant…' : 'Exporta JSON'}
      </button>
      {failed && (
        <span role="alert" className={styles.exportError}>
          No s'ha pogut exportar. Torna-ho a provar.
        </span>
      )}
    </div>
  );
}
