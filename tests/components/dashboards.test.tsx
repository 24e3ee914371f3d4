/**
 * The admin dashboards as staff see them: whole-number ticks on count charts, bars where a line
 * would invent a trend, the magazine's hours, an empty state that nothing contradicts, an honest
 * visitors figure, and tabs that Home and End move through. chart.js draws on a stand-in 2D
 * context (happy-dom has none), so its own scales and ticks are what the tests read.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Chart } from 'chart.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { analyticsApi } from '../../common/api/analytics.js';
import { connectionsApi } from '../../common/api/connections.js';
import { DEFAULT_MAGAZINE_TIME_ZONE, setMagazineTimeZone } from '../../common/dates.js';
import { ChartView } from '../../renderer/features/dashboards/ChartView.js';
import ConnectionsDashboardPage from '../../renderer/features/dashboards/ConnectionsDashboardPage.js';
import SearchDashboardPage from '../../renderer/features/dashboards/SearchDashboardPage.js';
import { fakeApi, on, type FakeRoute } from './fakeApi.js';
import { renderScreen } from './render.js';

/** A 2D context that draws nothing and measures every character 6 px wide. */
function stubCanvas(): void {
  const context: Record<string | symbol, unknown> = {};
  const proxy = new Proxy(context, {
    get: (target, key) => (key in target ? target[key] : key === 'measureText' ? (text: string) => ({ width: text.length * 6 }) : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    context.canvas = this;
    return proxy as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 600, height: 240, top: 0, left: 0, right: 600, bottom: 240, x: 0, y: 0, toJSON: () => ({}) });
}

function chartIn(element: HTMLElement): Chart {
  const canvas = element.querySelector('canvas');
  const chart = canvas ? Chart.getChart(canvas) : undefined;
  if (!chart) throw new Error('No chart was drawn.');
  return chart;
}

const tickValues = (chart: Chart, axis: 'x' | 'y') => chart.scales[axis]!.ticks.map((t) => t.value);

beforeEach(stubCanvas);

describe('count charts', () => {
  it('step by whole numbers on the value axis, upright and across', () => {
    const upright = render(<ChartView type="bar" description="Cerques per hora" labels={['0', '1', '2']} series={[{ label: 'Cerques', data: [0, 2, 1] }]} />);
    const values = tickValues(chartIn(upright.container), 'y');
    expect(values.length).toBeGreaterThan(1);
    expect(values.every(Number.isInteger)).toBe(true);
    upright.unmount();
    const across = render(<ChartView type="bar" horizontal description="Països" labels={['Andorra']} series={[{ label: 'Connexions', data: [1] }]} />);
    const acrossValues = tickValues(chartIn(across.container), 'x');
    expect(acrossValues.length).toBeGreaterThan(1);
    expect(acrossValues.every(Number.isInteger)).toBe(true);
  });
});

const signedIn = on(adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 1, name: 'Anna Puig', role: 'admin' as const } }));

function searchApi(zeroResultQueries: { query: string; count: number; avgResults: number; clickThroughRate: number; lastSearched: string }[]): FakeRoute[] {
  return [
    signedIn,
    on(analyticsApi.stats, ({ query }) => ({
      days: query.days,
      general: { totalSearches: 3, uniqueQueries: 2, avgResponseTime: 40, clickThroughRate: 0, avgResults: 2, zeroResultSearches: zeroResultQueries.length },
      topQueries: [{ query: 'poesia', count: 3, avgResults: 2, clickThroughRate: 0, lastSearched: '2031-03-04T10:00:00.000Z' }],
      zeroResultQueries,
      sectionStats: [{ section: 'all', searches: 3, clickThroughRate: 0, avgResults: 2 }],
      deviceStats: [{ deviceType: 'desktop', searches: 3, clickThroughRate: 0, avgResponseTime: 40 }],
      hourlyStats: Array.from({ length: 24 }, (_, hour) => ({ hour, searches: hour === 11 ? 3 : 0 })),
    })),
    on(analyticsApi.timeline, ({ query }) => ({ days: query.days, groupBy: query.groupBy, timeline: [{ period: '2031-03-04', searches: 3, clicks: 0, clickThroughRate: 0, zeroResults: 0, avgResults: 2 }] })),
  ];
}

describe('search dashboard', () => {
  it('says only that there were no zero-result searches when there were none', async () => {
    fakeApi(searchApi([]));
    renderScreen(<SearchDashboardPage />, { route: '/admin-dashboard-2024?dies=7' });
    const box = await screen.findByRole('region', { name: 'Consultes sense resultats' });
    await waitFor(() => expect(box.textContent).toContain('Cap cerca sense resultats en aquest període.'));
    expect(box.textContent).not.toContain('Temes que els lectors busquen');
  });

  it('explains the zero-result queries when there are some, and gives the hours on the magazine’s clock', async () => {
    fakeApi(searchApi([{ query: 'horòscop', count: 2, avgResults: 0, clickThroughRate: 0, lastSearched: '2031-03-04T10:00:00.000Z' }]));
    renderScreen(<SearchDashboardPage />, { route: '/admin-dashboard-2024?dies=7' });
    const box = await screen.findByRole('region', { name: 'Consultes sense resultats' });
    await waitFor(() => expect(box.textContent).toContain('Temes que els lectors busquen i la revista encara no té.'));
    expect(screen.getByRole('region', { name: 'Cerques per hora' }).textContent).toContain('Hores de la revista (Europe/Madrid).');
  });
});

const PERIOD = { days: 1, from: '2031-01-15', to: '2031-01-15' };

function connectionsFake(): FakeRoute[] {
  return [
    signedIn,
    on(connectionsApi.stats, ({ query }) => ({
      period: { ...PERIOD, days: query.days },
      general: { totalConnections: 1200, uniqueIPs: 593, uniqueSessions: 640, avgSessionDuration: 95, avgPagesPerSession: 1.9 },
      filtered: { bots: 0, headless: 0, prefetches: 0, total: 0 },
    })),
    on(connectionsApi.countries, () => ({ period: PERIOD, countries: [] })),
    on(connectionsApi.cities, () => ({ period: PERIOD, cities: [] })),
    on(connectionsApi.devices, () => ({ period: PERIOD, devices: [], browsers: [], operatingSystems: [] })),
    on(connectionsApi.referrers, () => ({ period: PERIOD, referrers: [] })),
    // A quarter past one in the morning, UTC, in winter: two hours so far.
    on(connectionsApi.timeline, ({ query }) => ({
      period: PERIOD,
      groupBy: query.groupBy,
      timeline: [
        { period: '2031-01-15T00:00', connections: 0, uniqueUsers: 0, sessions: null },
        { period: '2031-01-15T01:00', connections: 7, uniqueUsers: 5, sessions: null },
      ],
    })),
    on(connectionsApi.live, () => ({ activeSessions: 0, connectionsLastHour: 0, timestamp: '2031-01-15T01:15:00.000Z', windowMinutes: 5, activeCountries: [], activeDevices: [], activePages: [] })),
  ];
}

describe('connections dashboard', () => {
  it('says what the visitors figure is: the sum of each day’s anonymous unique visitors', async () => {
    fakeApi(connectionsFake());
    renderScreen(<ConnectionsDashboardPage />, { route: '/admin-connections-2024?dies=7' });
    const label = await screen.findByText('Visitants');
    const figure = label.parentElement!;
    expect(figure.textContent).toContain('593');
    expect(figure.textContent).toContain('suma dels únics de cada dia, anònims');
  });

  it("draws today's few hours as bars, labelled on the magazine's clock", async () => {
    fakeApi(connectionsFake());
    renderScreen(<ConnectionsDashboardPage />, { route: '/admin-connections-2024?dies=1&pestanya=transit' });
    const panel = await screen.findByRole('region', { name: 'Evolució de les connexions' });
    await waitFor(() => expect(panel.querySelector('canvas')).not.toBeNull());
    const chart = chartIn(panel);
    expect((chart.config as { type?: string }).type).toBe('bar');
    // 00:00 and 01:00 UTC on 15 January are 01 h and 02 h in Madrid (UTC+1).
    expect(chart.data.labels).toEqual(['01 h', '02 h']);
    expect(panel.textContent).toContain('Hores de la revista (Europe/Madrid).');
  });

  it('labels the hours on the clock the install names (MAGAZINE_TIME_ZONE), and says which', async () => {
    setMagazineTimeZone('Pacific/Kiritimati');
    try {
      fakeApi(connectionsFake());
      renderScreen(<ConnectionsDashboardPage />, { route: '/admin-connections-2024?dies=1&pestanya=transit' });
      const panel = await screen.findByRole('region', { name: 'Evolució de les connexions' });
      await waitFor(() => expect(panel.querySelector('canvas')).not.toBeNull());
      // 00:00 and 01:00 UTC are 14 h and 15 h at UTC+14.
      expect(chartIn(panel).data.labels).toEqual(['14 h', '15 h']);
      expect(panel.textContent).toContain('Hores de la revista (Pacific/Kiritimati).');
    } finally {
      setMagazineTimeZone(DEFAULT_MAGAZINE_TIME_ZONE);
    }
  });

  it('moves to the first tab with Home and to the last with End', async () => {
    fakeApi(connectionsFake());
    renderScreen(<ConnectionsDashboardPage />, { route: '/admin-connections-2024?dies=7&pestanya=geografia' });
    const geography = await screen.findByRole('tab', { name: 'Geografia' });
    geography.focus();
    fireEvent.keyDown(geography, { key: 'End' });
    const live = screen.getByRole('tab', { name: 'En directe' });
    await waitFor(() => expect(live.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(live);
    fireEvent.keyDown(live, { key: 'Home' });
    const overview = screen.getByRole('tab', { name: 'Resum' });
    await waitFor(() => expect(overview.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(overview);
    expect(screen.getByTestId('address').textContent).toContain('pestanya=resum');
  });
});
