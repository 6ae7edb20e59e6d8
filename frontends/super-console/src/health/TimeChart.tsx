import { useEffect, useMemo, useRef, useState } from 'react';
import type UPlotChart from 'uplot';
import { useIntl } from '../i18n';

export interface ChartSeries {
  label: string;
  /** CSS colour of the line. */
  stroke: string;
  values: (number | null)[];
}

/**
 * The time axis's span. One sample (a queue sampled once so far) has none, and uPlot then
 * offers a thousand days from it (its one-point span is a day in milliseconds, taken as
 * seconds), which labelled the axis May 2027 to May 2029: an hour either side instead.
 */
export function timeRange(times: ArrayLike<number>, min: number, max: number): [number, number] {
  if (times.length !== 1) return [min, max];
  const only = times[0]!;
  return [only - 3600, only + 3600];
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
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const chart = useRef<UPlotChart | null>(null);
  const data = useMemo(
    (): UPlotChart.AlignedData => [
      times.map((t) => Date.parse(t) / 1000),
      ...series.map((s) => s.values),
    ],
    [times, series],
  );
  // The chart is made once per set of lines and fed new points in place, so a screen that
  // refreshes its figures redraws the lines without the chart blinking out and back.
  const latest = useRef({ data, series, unit });
  latest.current = { data, series, unit };
  const lines = JSON.stringify([series.map((s) => [s.label, s.stroke]), unit ?? '']);
  const hasPoints = times.length > 0;

  useEffect(() => {
    const target = box.current;
    if (!target || !hasPoints) return;
    let made: UPlotChart | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const { data: points, series: shown, unit: suffix } = latest.current;
        const width = Math.max(280, target.clientWidth || 600);
        made = new UPlot(
          {
            width,
            height: 220,
            series: [
              {},
              ...shown.map((s) => ({
                label: s.label,
                stroke: s.stroke,
                width: 2,
                value: (_u: unknown, v: number | null) =>
                  v === null ? '–' : `${Math.round(v * 100) / 100}${suffix ?? ''}`,
              })),
            ],
            scales: {
              x: {
                range: (u: UPlotChart, min: number, max: number) => timeRange(u.data[0], min, max),
              },
            },
            axes: [{}, { size: 60 }],
          },
          points,
          target,
        );
        chart.current = made;
      })
      // Without canvas (an old browser, a test DOM) the figures beside the chart still say it.
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart.current = null;
      made?.destroy();
    };
  }, [lines, hasPoints]);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);

  if (times.length === 0)
    return <p className="console__subtitle">{intl.formatMessage({ id: 'health.chart.noData' })}</p>;
  return (
    <div role="img" aria-label={label} className="health-chart">
      <div ref={box} />
      {failed && (
        <p className="console__subtitle">{intl.formatMessage({ id: 'health.chart.failed' })}</p>
      )}
    </div>
  );
}
