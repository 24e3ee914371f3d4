/**
 * A chart.js canvas (bar or line). chart.js is imported only here, and this file only by the
 * dashboards, which are lazy routes: reader pages never load it. The canvas is described for
 * screen readers; the same figures are always in a table next to it.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import styles from './Dashboard.module.css';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Filler, Legend);

const INK = '#1d1b18';
const MUTED = '#6b6358';
const RULE = '#dcd2c0';
const CHART_COLORS = ['#9b3b25', '#1d1b18', '#c7893e', '#1f5f8b', '#6b6358'];
/** chart.js rounds the step to `precision` decimals: 0 gives whole-number ticks. */
const COUNT_TICKS = { precision: 0 };

/**
 * Bars or a line for counts over time. A line claims a trend between its points, which a handful
 * of points cannot show (two hours drew a ramp from 0 to 7): bars until there are enough points,
 * and always bars for hours, each a count of its own.
 */
export const MIN_LINE_POINTS = 8;
export function timelineChartType(points: number, groupBy: string): 'bar' | 'line' {
  return groupBy === 'hour' || points < MIN_LINE_POINTS ? 'bar' : 'line';
}

interface Series {
  label: string;
  data: number[];
}

interface ChartViewProps {
  type: 'bar' | 'line';
  labels: string[];
  series: Series[];
  /** What the chart shows, for screen readers. */
  description: string;
  horizontal?: boolean;
  height?: number;
}

export function ChartView({ type, labels, series, description, horizontal = false, height = 280 }: ChartViewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // One string of everything drawn: the chart is rebuilt only when it changes.
  const spec = JSON.stringify({ type, labels, series, horizontal });

  useEffect(() => {
    if (!canvas.current) return;
    const { type: kind, labels: names, series: sets, horizontal: across } = JSON.parse(spec) as Omit<ChartViewProps, 'description'>;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels: names,
        datasets: sets.map((s, i) => {
          const color = CHART_COLORS[i % CHART_COLORS.length]!;
          return {
            label: s.label,
            data: s.data,
            backgroundColor: kind === 'line' ? `${color}22` : color,
            borderColor: color,
            borderWidth: kind === 'line' ? 2 : 0,
            fill: kind === 'line' && i === 0,
            pointRadius: names.length > 60 ? 0 : 2,
            tension: 0.25,
            borderRadius: 2,
            maxBarThickness: 28,
          };
        }),
      },
      options: {
        locale: 'ca-ES',
        indexAxis: across ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 400 },
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { display: sets.length > 1, labels: { color: INK, boxWidth: 12, font: { family: 'Inter, system-ui, sans-serif', size: 12 } } },
          tooltip: { backgroundColor: INK, titleFont: { family: 'Inter, system-ui, sans-serif' }, bodyFont: { family: 'Inter, system-ui, sans-serif' } },
        },
        scales: {
          // Every chart here counts (searches, visits): the value axis steps by whole numbers,
          // never 0,2 … 1,8 for a handful of searches.
          x: { grid: { color: across ? RULE : 'transparent' }, ticks: { color: MUTED, maxRotation: 0, autoSkip: true, font: { family: 'Inter, system-ui, sans-serif', size: 11 }, ...(across ? COUNT_TICKS : {}) }, beginAtZero: true },
          y: { grid: { color: across ? 'transparent' : RULE }, ticks: { color: MUTED, font: { family: 'Inter, system-ui, sans-serif', size: 11 }, ...(across ? {} : COUNT_TICKS) }, beginAtZero: true },
        },
      },
    });
    return () => chart.destroy();
  }, [spec]);

  return (
    <div className={styles.chart} style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
