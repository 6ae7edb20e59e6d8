import { useEffect, useRef, useState } from 'react';

export interface ChartSeries {
  label: string;
  /** CSS colour of the line. */
  stroke: string;
  values: (number | null)[];
}

/**
 * A time-series line chart drawn with uPlot (about 23 KB gzipped), loaded only when a chart is
 * shown. Time labels are in the viewer's own time zone (uPlot's default). The canvas carries
 * a label and the figures stay readable in the screen's text, so nothing is chart-only.
 */
export function TimeChart({
  label,
  times,
  series,
  unit,
}: {
  label: string;
  /** ISO times of the points. */
  times: string[];
  series: ChartSeries[];
  unit?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target || times.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const width = Math.max(280, target.clientWidth || 600);
        chart = new UPlot(
          {
            width,
            height: 220,
            series: [
              {},
              ...series.map((s) => ({
                label: s.label,
                stroke: s.stroke,
                width: 2,
                value: (_u: unknown, v: number | null) =>
                  v === null ? '–' : `${Math.round(v * 100) / 100}${unit ?? ''}`,
              })),
            ],
            // One sample (a queue sampled once so far) has no span: uPlot then stretched the
            // time axis over years. An hour either side keeps it readable.
            scales: {
              x: {
                range: (_u: unknown, min: number, max: number): [number, number] =>
                  min === max ? [min - 3600, max + 3600] : [min, max],
              },
            },
            axes: [{}, { size: 60 }],
          },
          [times.map((t) => Date.parse(t) / 1000), ...series.map((s) => s.values)],
          target,
        );
      })
      // Without canvas (an old browser, a test DOM) the figures beside the chart still say it.
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [times, series, unit]);

  if (times.length === 0) return <p className="console__subtitle">No data for this window yet</p>;
  return (
    <div role="img" aria-label={label} className="health-chart">
      <div ref={box} />
      {failed && <p className="console__subtitle">The chart cannot be drawn in this browser</p>}
    </div>
  );
}
