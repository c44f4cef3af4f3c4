/**
 * One remote's p75 per version over time, drawn by uPlot (loaded with the page that needs it, not
 * with the console's first script). The canvas says nothing to a screen reader: the chart is an
 * image with a summary for its name, and the same figures are in a table below it
 * (rum-table.tsx). A browser without canvas (or uPlot failing) keeps the table only.
 */
import { useEffect, useRef, useState } from 'react';
import type { OpsMetric } from '@m/shared/ops';
import { formatMetric } from '../ui/format';
import type { ChartData } from './chart-data';

/** Distinct on white, each at least 4.5:1 against it. */
export const VERSION_COLOURS = ['#1a5fb4', '#c8102e', '#0a7a33', '#8a5a00', '#6b2fa0', '#444444'];

export interface RumChartProps {
  data: ChartData;
  metric: OpsMetric;
  /** The chart's accessible name: what it shows and each version's latest figure. */
  label: string;
}

export function RumChart({ data, metric, label }: RumChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || data.times.length === 0) return;
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    import(/* webpackChunkName: "uplot" */ 'uplot').then(
      ({ default: UPlot }) => {
        if (gone) return;
        const width = () => Math.max(280, Math.floor(element.clientWidth || 600));
        try {
          chart = new UPlot(
            {
              width: width(),
              height: 240,
              scales: { x: { time: true } },
              axes: [{}, { values: (_self, ticks) => ticks.map((tick) => formatMetric(metric, tick)), size: 80 }],
              series: [
                {},
                ...data.columns.map((column, index) => ({
                  label: column.version,
                  stroke: VERSION_COLOURS[index % VERSION_COLOURS.length],
                  width: 2,
                  spanGaps: false,
                  points: { show: true },
                  // The legend shows the figures under the cursor; none before the cursor is on the chart.
                  value: (_self: unknown, value: number | null) => (value === null ? '—' : formatMetric(metric, value)),
                })),
              ],
            },
            [data.times, ...data.columns.map((column) => column.values)],
            element,
          );
        } catch {
          setFailed(true);
          return;
        }
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: 240 }));
          observer.observe(element);
        }
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [data, metric]);

  if (data.times.length === 0) return <p className="muted">No beacon in this period.</p>;
  if (failed) return <p className="muted">The chart could not be drawn; the figures are in the table below.</p>;
  return <div ref={box} className="chart" role="img" aria-label={label} data-testid="rum-chart" />;
}
