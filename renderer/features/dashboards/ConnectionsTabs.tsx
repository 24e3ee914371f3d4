/** The connections dashboard's tabs, each fetching only what it shows: overview, geography, technology, traffic and live. */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConnectionGroupBy } from '../../../common/api/connections.js';
import { ANALYTICS } from '../../../common/constants.js';
import {
  connectionKeys,
  fetchCities,
  fetchConnectionStats,
  fetchConnectionTimeline,
  fetchCountries,
  fetchLive,
  fetchReferrers,
  fetchTechnology,
} from '../../api/connections.js';
import { ErrorState, Loading } from '../../components/StateViews.js';
import { ChartView, timelineChartType } from './ChartView.js';
import { bucketLabel, deviceName, formatClock, formatDecimal, formatDuration, formatInt, hoursNote, periodLabel, referrerName, visitorsNote } from './format.js';
import { count, Figures, Panel, StatTable } from './parts.js';
import { useAdminQuery } from './useAdminQuery.js';
import styles from './Dashboard.module.css';

export const CONNECTIONS_ERROR = 'Error carregant les estadístiques de connexions';
const TOP = ANALYTICS.overviewTop;

/** Loading, error (with retry) or the content, for a set of queries. */
function Loaded({ queries, children }: { queries: { isPending: boolean; isError: boolean; refetch: () => unknown }[]; children: () => ReactNode }) {
  if (queries.some((q) => q.isError)) {
    return <ErrorState headingLevel={2} message={CONNECTIONS_ERROR} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  }
  if (queries.some((q) => q.isPending)) return <Loading />;
  return <>{children()}</>;
}

function useGeneral(days: number) {
  return useAdminQuery({ queryKey: connectionKeys.call('stats', { days }), queryFn: (ctx) => fetchConnectionStats(days, ctx) });
}

export function Overview({ days }: { days: number }) {
  const stats = useGeneral(days);
  const countries = useAdminQuery({ queryKey: connectionKeys.call('countries', { days, limit: TOP }), queryFn: (ctx) => fetchCountries(days, TOP, ctx) });
  const cities = useAdminQuery({ queryKey: connectionKeys.call('cities', { days, limit: TOP }), queryFn: (ctx) => fetchCities(days, TOP, ctx) });
  const tech = useAdminQuery({ queryKey: connectionKeys.call('devices', { days }), queryFn: (ctx) => fetchTechnology(days, ctx) });
  const referrers = useAdminQuery({ queryKey: connectionKeys.call('referrers', { days, limit: TOP }), queryFn: (ctx) => fetchReferrers(days, TOP, ctx) });
  return (
    <Loaded queries={[stats, countries, cities, tech, referrers]}>
      {() => {
        const g = stats.data!.general;
        const f = stats.data!.filtered;
        const t = tech.data!;
        return (
          <>
            <Figures
              label={`Xifres generals: ${periodLabel(days)}`}
              items={[
                { label: 'Connexions', value: formatInt(g.totalConnections), note: 'pàgines vistes' },
                { label: 'Visitants', value: formatInt(g.uniqueIPs), note: visitorsNote(days) },
                { label: 'Sessions', value: formatInt(g.uniqueSessions) },
                { label: 'Durada mitjana', value: formatDuration(g.avgSessionDuration), note: 'per sessió' },
                { label: 'Pàgines per sessió', value: formatDecimal(g.avgPagesPerSession) },
                { label: 'Filtrats', value: formatInt(f.total), note: `${formatInt(f.bots)} bots · ${formatInt(f.headless)} automàtics · ${formatInt(f.prefetches)} precàrregues` },
              ]}
            />
            <div className={styles.grid}>
              <Panel title="Països">
                <StatTable caption="Països amb més connexions" rows={countries.data!.countries} barOf={(r) => r.connections}
                  columns={[{ label: 'País', value: (r) => r.country }, { label: 'Connexions', value: (r) => count(r.connections), numeric: true }]} />
              </Panel>
              <Panel title="Ciutats">
                <StatTable caption="Ciutats amb més connexions" rows={cities.data!.cities} barOf={(r) => r.connections}
                  columns={[{ label: 'Ciutat', value: (r) => r.city }, { label: 'Connexions', value: (r) => count(r.connections), numeric: true }]} />
              </Panel>
              <Panel title="Procedència">
                <StatTable caption="Llocs des d'on arriben les visites" rows={referrers.data!.referrers} barOf={(r) => r.connections}
                  columns={[{ label: 'Referent', value: (r) => referrerName(r.referrer) }, { label: 'Connexions', value: (r) => count(r.connections), numeric: true }]} />
              </Panel>
              <Panel title="Dispositius">
                <StatTable caption="Tipus de dispositiu" rows={t.devices.slice(0, TOP)} barOf={(r) => r.connections}
                  columns={[{ label: 'Dispositiu', value: (r) => deviceName(r.deviceType) }, { label: 'Connexions', value: (r) => count(r.connections), numeric: true }]} />
              </Panel>
              <Panel title="Navegadors">
                <StatTable caption="Navegadors" rows={t.browsers.slice(0, TOP)} barOf={(r) => r.connections}
                  columns={[{ label: 'Navegador', value: (r) => r.browser }, { label: 'Connexions', value: (r) => count(r.connections), numeric: true }]} />
              </Panel>
              <Panel title="Sistemes operatius">
                <StatTable caption="Sistemes operatius" rows={t.operatingSystems.slice(0, TOP)} barOf={(r) => r.connections}
                  columns={[{ label: 'Sistema', value: (r) => r.os }, { label: 'Connexions', value: (r) => count(r.connections), numeric: true }]} />
              </Panel>
            </div>
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * Where countries and cities come from. DB-IP's licence (CC BY 4.0) asks every page that shows
 * results of its database for a link back to it.
 */
function GeoAttribution() {
  return (
    <>
      Les adreces privades i locals compten com a desconegudes.{' '}
      <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
        IP Geolocation by DB-IP
      </a>{' '}
      (CC BY 4.0).
    </>
  );
}

export function Geography({ days }: { days: number }) {
  const countries = useAdminQuery({ queryKey: connectionKeys.call('countries', { days }), queryFn: (ctx) => fetchCountries(days, undefined, ctx) });
  const cities = useAdminQuery({ queryKey: connectionKeys.call('cities', { days }), queryFn: (ctx) => fetchCities(days, undefined, ctx) });
  return (
    <Loaded queries={[countries, cities]}>
      {() => {
        const list = countries.data!.countries;
        return (
          <div className={styles.grid}>
            <Panel title="Connexions per país" wide note={<GeoAttribution />}>
              {list.length > 0 && (
                <ChartView type="bar" horizontal height={Math.max(180, Math.min(list.length, 12) * 30 + 40)}
                  description={`Connexions per país: ${list.slice(0, 12).map((c) => `${c.country} ${c.connections}`).join(', ')}`}
                  labels={list.slice(0, 12).map((c) => c.country)}
                  series={[{ label: 'Connexions', data: list.slice(0, 12).map((c) => c.connections) }, { label: 'Visitants únics', data: list.slice(0, 12).map((c) => c.uniqueUsers) }]} />
              )}
            </Panel>
            <Panel title="Països" wide>
              <StatTable caption="Connexions per país" rows={list} barOf={(r) => r.connections}
                columns={[
                  { label: 'País', value: (r) => r.country },
                  { label: 'Connexions', value: (r) => count(r.connections), numeric: true },
                  { label: 'Visitants únics', value: (r) => count(r.uniqueUsers), numeric: true },
                  { label: 'Durada mitjana', value: (r) => formatDuration(r.avgSessionDuration), numeric: true },
                ]} />
            </Panel>
            <Panel title="Ciutats" wide note={<>Només les visites amb ciutat coneguda. <GeoAttribution /></>}>
              <StatTable caption="Connexions per ciutat" rows={cities.data!.cities} barOf={(r) => r.connections}
                columns={[
                  { label: 'Ciutat', value: (r) => r.city },
                  { label: 'País', value: (r) => r.country },
                  { label: 'Connexions', value: (r) => count(r.connections), numeric: true },
                  { label: 'Visitants únics', value: (r) => count(r.uniqueUsers), numeric: true },
                ]} />
            </Panel>
          </div>
        );
      }}
    </Loaded>
  );
}

export function Technology({ days }: { days: number }) {
  const tech = useAdminQuery({ queryKey: connectionKeys.call('devices', { days }), queryFn: (ctx) => fetchTechnology(days, ctx) });
  return (
    <Loaded queries={[tech]}>
      {() => {
        const t = tech.data!;
        const block = <T extends { connections: number; uniqueUsers: number }>(title: string, rows: T[], name: (r: T) => string, head: string) => (
          <Panel title={title}>
            {rows.length > 0 && (
              <ChartView type="bar" horizontal height={Math.max(140, Math.min(rows.length, 8) * 30 + 30)}
                description={`${title}: ${rows.slice(0, 8).map((r) => `${name(r)} ${r.connections}`).join(', ')}`}
                labels={rows.slice(0, 8).map(name)} series={[{ label: 'Connexions', data: rows.slice(0, 8).map((r) => r.connections) }]} />
            )}
            <StatTable caption={title} rows={rows}
              columns={[
                { label: head, value: (r) => name(r) },
                { label: 'Connexions', value: (r) => count(r.connections), numeric: true },
                { label: 'Visitants', value: (r) => count(r.uniqueUsers), numeric: true },
              ]} />
          </Panel>
        );
        return (
          <div className={styles.grid}>
            {block('Dispositius', t.devices, (r) => deviceName(r.deviceType), 'Dispositiu')}
            {block('Navegadors', t.browsers, (r) => r.browser, 'Navegador')}
            {block('Sistemes operatius', t.operatingSystems, (r) => r.os, 'Sistema')}
          </div>
        );
      }}
    </Loaded>
  );
}

export function Traffic({ days }: { days: number }) {
  const [params, setParams] = useSearchParams();
  const options: { id: ConnectionGroupBy; label: string }[] =
    days === 1 ? [{ id: 'hour', label: 'Per hores' }] : [{ id: 'day', label: 'Per dies' }, { id: 'week', label: 'Per setmanes' }, { id: 'month', label: 'Per mesos' }];
  const groupBy = options.find((o) => o.id === params.get('agrupa'))?.id ?? options[0]!.id;
  const timeline = useAdminQuery({ queryKey: connectionKeys.call('timeline', { days, groupBy }), queryFn: (ctx) => fetchConnectionTimeline(days, groupBy, ctx) });
  const referrers = useAdminQuery({ queryKey: connectionKeys.call('referrers', { days }), queryFn: (ctx) => fetchReferrers(days, undefined, ctx) });
  return (
    <Loaded queries={[timeline, referrers]}>
      {() => {
        const points = timeline.data!.timeline;
        return (
          <div className={styles.grid}>
            <Panel title="Evolució de les connexions" wide note={groupBy === 'hour' ? hoursNote() : undefined}>
              {options.length > 1 && (
                <div className={styles.periods} role="group" aria-label="Agrupació">
                  {options.map((o) => (
                    <button key={o.id} type="button" className={styles.period} aria-pressed={o.id === groupBy}
                      onClick={() => { const p = new URLSearchParams(params); p.set('agrupa', o.id); setParams(p, { replace: true }); }}>
                      {o.label}
                    </button>
                  ))}
                </div>
              )}
              <ChartView type={timelineChartType(points.length, groupBy)} height={300}
                description={`Connexions ${options.find((o) => o.id === groupBy)?.label.toLowerCase()}: ${points.length} punts, ${points.reduce((s, p) => s + p.connections, 0)} connexions en total`}
                labels={points.map((p) => bucketLabel(p.period, groupBy))}
                series={[{ label: 'Connexions', data: points.map((p) => p.connections) }, { label: 'Visitants únics', data: points.map((p) => p.uniqueUsers) }]} />
            </Panel>
            <Panel title="Procedència de les visites" wide>
              <StatTable caption="Referents" rows={referrers.data!.referrers} barOf={(r) => r.connections}
                columns={[
                  { label: 'Referent', value: (r) => referrerName(r.referrer) },
                  { label: 'Connexions', value: (r) => count(r.connections), numeric: true },
                  { label: 'Visitants únics', value: (r) => count(r.uniqueUsers), numeric: true },
                ]} />
            </Panel>
          </div>
        );
      }}
    </Loaded>
  );
}

export function Live() {
  const live = useAdminQuery({ queryKey: connectionKeys.call('live'), queryFn: (ctx) => fetchLive(ctx), refetchInterval: ANALYTICS.liveRefreshMs });
  return (
    <Loaded queries={[live]}>
      {() => {
        const l = live.data!;
        return (
          <>
            <p className={styles.liveStatus} aria-live="polite">
              <span className={styles.liveDot} aria-hidden="true" />
              Última actualització: <time dateTime={l.timestamp}>{formatClock(l.timestamp)}</time> · s'actualitza cada 30 segons
            </p>
            <Figures
              label="En directe"
              items={[
                { label: 'Sessions actives', value: formatInt(l.activeSessions), note: `últims ${l.windowMinutes} minuts` },
                { label: "Connexions de l'última hora", value: formatInt(l.connectionsLastHour) },
                { label: 'Països actius', value: formatInt(l.activeCountries.length) },
              ]}
            />
            <div className={styles.grid}>
              <Panel title="Països actius">
                <StatTable caption="Sessions actives per país" rows={l.activeCountries} barOf={(r) => r.sessions} empty="Ara mateix no hi ha ningú llegint."
                  columns={[{ label: 'País', value: (r) => r.country }, { label: 'Sessions', value: (r) => count(r.sessions), numeric: true }]} />
              </Panel>
              <Panel title="Dispositius actius">
                <StatTable caption="Sessions actives per dispositiu" rows={l.activeDevices} barOf={(r) => r.sessions} empty="Ara mateix no hi ha ningú llegint."
                  columns={[{ label: 'Dispositiu', value: (r) => deviceName(r.deviceType) }, { label: 'Sessions', value: (r) => count(r.sessions), numeric: true }]} />
              </Panel>
              <Panel title="Pàgines que es llegeixen ara">
                <StatTable caption="Pàgines vistes en els últims minuts" rows={l.activePages} barOf={(r) => r.views} empty="Cap pàgina vista en els últims minuts."
                  columns={[{ label: 'Pàgina', value: (r) => <code className={styles.path}>{r.path}</code> }, { label: 'Vistes', value: (r) => count(r.views), numeric: true }]} />
              </Panel>
            </div>
          </>
        );
      }}
    </Loaded>
  );
}
