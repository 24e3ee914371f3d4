/**
 * /admin-connections-2024: visitor connections (spec §2 admin dashboards, §3 connection stats).
 * Tabs overview, geography, technology, traffic and live; the period and tab live in the address,
 * so a view can be shared or reloaded. Each tab fetches only what it shows.
 */
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS } from '../../../common/constants.js';
import { paths } from '../../../common/routes/index.js';
import { exportFiles } from '../../api/admin.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { AdminGate } from './AdminGate.js';
import { CONNECTIONS_ERROR, Geography, Live, Overview, Technology, Traffic } from './ConnectionsTabs.js';
import { DashboardHeader, ExportButtons, PeriodSelector } from './parts.js';
import frame from '../../styles/StaffPage.module.css';
import styles from './Dashboard.module.css';

const TABS = [
  { id: 'resum', label: 'Resum' },
  { id: 'geografia', label: 'Geografia' },
  { id: 'tecnologia', label: 'Tecnologia' },
  { id: 'transit', label: 'Trànsit' },
  { id: 'directe', label: 'En directe' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const PERIODS = ANALYTICS.connectionPeriods;

/** The tab a key moves to from tab `i` (WAI-ARIA tabs: arrows wrap around, Home first, End last). */
function tabForKey(key: string, i: number): (typeof TABS)[number] | undefined {
  if (key === 'ArrowRight') return TABS[(i + 1) % TABS.length];
  if (key === 'ArrowLeft') return TABS[(i - 1 + TABS.length) % TABS.length];
  if (key === 'Home') return TABS[0];
  if (key === 'End') return TABS[TABS.length - 1];
  return undefined;
}

function usePeriodAndTab() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('dies'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 7;
  const tab: TabId = TABS.find((t) => t.id === params.get('pestanya'))?.id ?? 'resum';
  const set = (next: { days?: number; tab?: TabId }) => {
    const p = new URLSearchParams(params);
    p.set('dies', String(next.days ?? days));
    p.set('pestanya', next.tab ?? tab);
    setParams(p, { replace: true });
  };
  return { days, tab, set };
}

export default function ConnectionsDashboardPage() {
  usePageMeta({ title: 'Estadístiques de connexions' });
  return (
    <div className={`${frame.page} ${styles.page}`}>
      <AdminGate title="Estadístiques de connexions" errorMessage={CONNECTIONS_ERROR}>
        <ConnectionsDashboard />
      </AdminGate>
    </div>
  );
}

function ConnectionsDashboard() {
  const { days, tab, set } = usePeriodAndTab();
  return (
    <>
      <DashboardHeader
        title="Estadístiques de connexions"
        intro="Qui llegeix la revista, des d'on i amb quins aparells. Sense galetes ni adreces IP guardades."
        other={{ to: paths.searchDashboard(), label: 'Estadístiques de cerca' }}
      >
        <div className={styles.toolbar}>
          <PeriodSelector periods={PERIODS} value={days} onChange={(d) => set({ days: d })} />
          <ExportButtons exportFile={exportFiles.connections} days={days} filePrefix="connexions" />
        </div>
      </DashboardHeader>

      <div className={styles.tabs} role="tablist" aria-label="Seccions del tauler">
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => set({ tab: t.id })}
            onKeyDown={(e) => {
              const next = tabForKey(e.key, TABS.findIndex((x) => x.id === tab));
              if (next) {
                // Home and End would otherwise scroll the page.
                e.preventDefault();
                set({ tab: next.id });
                document.getElementById(`tab-${next.id}`)?.focus();
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.tabPanel}>
        {tab === 'resum' && <Overview days={days} />}
        {tab === 'geografia' && <Geography days={days} />}
        {tab === 'tecnologia' && <Technology days={days} />}
        {tab === 'transit' && <Traffic days={days} />}
        {tab === 'directe' && <Live />}
      </div>
    </>
  );
}
