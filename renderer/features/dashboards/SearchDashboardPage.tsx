/**
 * /admin-dashboard-2024: search analytics (spec §2 admin dashboards, §3 search stats) over the
 * /api/analytics calls: general figures, top and zero-result queries, sections, devices, searches
 * by hour and the timeline. The period lives in the address.
 */
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS } from '../../../common/constants.js';
import { sectionName } from '../../../common/sections.js';
import type { GroupBy } from '../../../common/api/analytics.js';
import { paths } from '../../../common/routes/index.js';
import { exportFiles, fetchSearchStats, fetchSearchTimeline } from '../../api/admin.js';
import { ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { AdminGate } from './AdminGate.js';
import { ChartView, timelineChartType } from './ChartView.js';
import { bucketLabel, deviceName, formatDecimal, formatInt, formatMs, formatPercent, hoursNote, periodLabel, visitorsNote } from './format.js';
import { count, DashboardHeader, ExportButtons, Figures, Panel, PeriodSelector, StatTable } from './parts.js';
import { useAdminQuery } from './useAdminQuery.js';
import frame from '../../styles/StaffPage.module.css';
import styles from './Dashboard.module.css';

const ERROR = 'Error carregant les estadístiques';
const PERIODS = ANALYTICS.searchPeriods;
const GROUPS: { id: GroupBy; label: string }[] = [
  { id: 'day', label: 'Per dies' },
  { id: 'week', label: 'Per setmanes' },
  { id: 'month', label: 'Per mesos' },
];

export default function SearchDashboardPage() {
  usePageMeta({ title: 'Estadístiques de cerca' });
  return (
    <div className={`${frame.page} ${styles.page}`}>
      <AdminGate title="Estadístiques de cerca" errorMessage={ERROR}>
        <SearchDashboard />
      </AdminGate>
    </div>
  );
}

function SearchDashboard() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('dies'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const groupBy = GROUPS.find((g) => g.id === params.get('agrupa'))?.id ?? (days > 90 ? 'week' : 'day');
  const update = (key: string, value: string) => {
    const p = new URLSearchParams(params);
    p.set(key, value);
    setParams(p, { replace: true });
  };

  const stats = useAdminQuery({ queryKey: ['admin', 'search-analytics', 'stats', { days }], queryFn: (ctx) => fetchSearchStats(days, ctx) });
  const timeline = useAdminQuery({ queryKey: ['admin', 'search-analytics', 'timeline', { days, groupBy }], queryFn: (ctx) => fetchSearchTimeline(days, groupBy, ctx) });

  return (
    <>
      <DashboardHeader
        title="Estadístiques de cerca"
        intro="Què busquen els lectors, què troben i què no. Les cerques es registren sense cap dada personal."
        other={{ to: paths.connectionsDashboard(), label: 'Estadístiques de connexions' }}
      >
        <div className={styles.toolbar}>
          <PeriodSelector periods={PERIODS} value={days} onChange={(d) => update('dies', String(d))} />
          <ExportButtons exportFile={exportFiles.searches} days={days} filePrefix="cerques" />
        </div>
      </DashboardHeader>

      {stats.isError || timeline.isError ? (
        <ErrorState headingLevel={2} message={ERROR} onRetry={() => { void stats.refetch(); void timeline.refetch(); }} />
      ) : stats.isPending ? (
        <Loading />
      ) : (
        <div className={styles.tabPanel}>
          <Figures
            label={`Xifres generals: ${periodLabel(days)}`}
            items={[
              { label: 'Cerques', value: formatInt(stats.data.general.totalSearches) },
              { label: 'Consultes diferents', value: formatInt(stats.data.general.uniqueQueries) },
              { label: 'Taxa de clics', value: formatPercent(stats.data.general.clickThroughRate), note: 'cerques amb un resultat obert' },
              { label: 'Temps de resposta', value: formatMs(stats.data.general.avgResponseTime), note: 'mitjana' },
              { label: 'Resultats per cerca', value: formatDecimal(stats.data.general.avgResults) },
              { label: 'Sense resultats', value: formatInt(stats.data.general.zeroResultSearches), note: 'cerques' },
              ...(stats.data.connectionSummary
                ? [{ label: 'Connexions', value: formatInt(stats.data.connectionSummary.totalConnections), note: `${formatInt(stats.data.connectionSummary.uniqueIPs)} visitants (${visitorsNote(days)})` }]
                : []),
            ]}
          />
          <div className={styles.grid}>
            <Panel title="Evolució de les cerques" wide>
              <div className={styles.periods} role="group" aria-label="Agrupació">
                {GROUPS.map((g) => (
                  <button key={g.id} type="button" className={styles.period} aria-pressed={g.id === groupBy} onClick={() => update('agrupa', g.id)}>
                    {g.label}
                  </button>
                ))}
              </div>
              {timeline.isPending ? (
                <Loading />
              ) : (
                <ChartView
                  type={timelineChartType(timeline.data.timeline.length, groupBy)}
                  height={280}
                  description={`Cerques ${GROUPS.find((g) => g.id === groupBy)?.label.toLowerCase()}: ${timeline.data.timeline.reduce((s, p) => s + p.searches, 0)} cerques en ${timeline.data.timeline.length} punts`}
                  labels={timeline.data.timeline.map((p) => bucketLabel(p.period, groupBy))}
                  series={[
                    { label: 'Cerques', data: timeline.data.timeline.map((p) => p.searches) },
                    { label: 'Amb clic', data: timeline.data.timeline.map((p) => p.clicks) },
                    { label: 'Sense resultats', data: timeline.data.timeline.map((p) => p.zeroResults) },
                  ]}
                />
              )}
            </Panel>
            <Panel title="Consultes més cercades">
              <StatTable caption="Consultes més cercades" rows={stats.data.topQueries} barOf={(r) => r.count}
                columns={[
                  { label: 'Consulta', value: (r) => r.query },
                  { label: 'Cerques', value: (r) => count(r.count), numeric: true },
                  { label: 'Resultats', value: (r) => formatDecimal(r.avgResults), numeric: true },
                  { label: 'Clics', value: (r) => formatPercent(r.clickThroughRate), numeric: true },
                ]} />
            </Panel>
            {/* The explanation speaks of queries that are there: with none, the empty message says it all. */}
            <Panel title="Consultes sense resultats" note={stats.data.zeroResultQueries.length > 0 ? 'Temes que els lectors busquen i la revista encara no té.' : undefined}>
              <StatTable caption="Consultes sense resultats" rows={stats.data.zeroResultQueries} barOf={(r) => r.count} empty="Cap cerca sense resultats en aquest període."
                columns={[
                  { label: 'Consulta', value: (r) => r.query },
                  { label: 'Cerques', value: (r) => count(r.count), numeric: true },
                ]} />
            </Panel>
            <Panel title="Cerques per hora" note={hoursNote()}>
              <ChartView type="bar" height={220}
                description={`Cerques per hora del dia; la més activa, les ${maxHour(stats.data.hourlyStats)} h`}
                labels={stats.data.hourlyStats.map((h) => String(h.hour))}
                series={[{ label: 'Cerques', data: stats.data.hourlyStats.map((h) => h.searches) }]} />
            </Panel>
            <Panel title="Seccions">
              <StatTable caption="Cerques per secció" rows={stats.data.sectionStats} barOf={(r) => r.searches}
                columns={[
                  { label: 'Secció', value: (r) => (r.section === 'all' ? 'Totes les seccions' : sectionName(r.section)) },
                  { label: 'Cerques', value: (r) => count(r.searches), numeric: true },
                  { label: 'Clics', value: (r) => formatPercent(r.clickThroughRate), numeric: true },
                ]} />
            </Panel>
            <Panel title="Dispositius">
              <StatTable caption="Cerques per dispositiu" rows={stats.data.deviceStats} barOf={(r) => r.searches}
                columns={[
                  { label: 'Dispositiu', value: (r) => deviceName(r.deviceType) },
                  { label: 'Cerques', value: (r) => count(r.searches), numeric: true },
                  { label: 'Clics', value: (r) => formatPercent(r.clickThroughRate), numeric: true },
                  { label: 'Resposta', value: (r) => formatMs(r.avgResponseTime), numeric: true },
                ]} />
            </Panel>
          </div>
        </div>
      )}
    </>
  );
}

function maxHour(hours: { hour: number; searches: number }[]): number {
  return hours.reduce((best, h) => (h.searches > best.searches ? h : best), { hour: 0, searches: -1 }).hour;
}
