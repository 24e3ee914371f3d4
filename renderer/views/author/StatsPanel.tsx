/** The 'Estadístiques' tab: totals, first and last year, and articles per section and per year. */
import { useQuery } from '@tanstack/react-query';
import { sectionName } from '../../../common/sections.js';
import { authorKeys, fetchAuthorStats } from '../../api/authors.js';
import { Loading } from '../../components/StateViews.js';
import { barPercentages } from './profileRules.js';
import { PanelError } from './PanelError.js';
import styles from './Profile.module.css';

function Bars({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const widths = barPercentages(rows.map((r) => r.count));
  return (
    <section className={styles.chart} aria-label={title}>
      <h2 className={styles.factTitle}>{title}</h2>
      <dl className={styles.bars}>
        {rows.map((row, index) => (
          <div key={row.label} className={styles.barRow}>
            <dt className={styles.barLabel}>{row.label}</dt>
            <dd className={styles.barValue}>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${widths[index] ?? 0}%` }} />
              </span>
              <span className={styles.barCount}>{row.count}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function StatsPanel({ slug, active }: { slug: string; active: boolean }) {
  const query = useQuery({
    queryKey: authorKeys.stats(slug),
    queryFn: (ctx) => fetchAuthorStats(slug, ctx),
    enabled: active,
  });

  if (query.isPending) return active ? <Loading /> : null;
  if (query.isError) {
    console.error('No s’han pogut carregar les estadístiques de l’autor', query.error);
    return (
      <PanelError message="No hem pogut carregar les estadístiques d'aquest autor." onRetry={() => void query.refetch()} />
    );
  }
  const stats = query.data;
  const years = [...stats.yearStats].sort((a, b) => a._id - b._id);
  return (
    <div className={styles.stats}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Articles publicats</dt>
          <dd>{stats.totalArticles}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Primera publicació</dt>
          <dd>{stats.firstPublication ?? '—'}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Última publicació</dt>
          <dd>{stats.lastPublication ?? '—'}</dd>
        </div>
      </dl>
      {stats.sectionStats.length > 0 && (
        <Bars title="Articles per secció" rows={stats.sectionStats.map((s) => ({ label: sectionName(s._id), count: s.count }))} />
      )}
      {years.length > 0 && <Bars title="Articles per any" rows={years.map((y) => ({ label: String(y._id), count: y.count }))} />}
    </div>
  );
}
