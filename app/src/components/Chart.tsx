import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * One daily series drawn with uPlot (a canvas). The figure carries a text summary for
 * screen readers, and the numbers stay readable in the table under the charts.
 */
export function DailyChart({
  title,
  days,
  values,
  color,
}: {
  title: string;
  days: string[];
  values: number[];
  color: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const width = () => Math.max(240, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 160,
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { stroke: '#4b5563', grid: { stroke: '#e5e7eb' } },
          { stroke: '#4b5563', grid: { stroke: '#e5e7eb' }, size: 40 },
        ],
        series: [{}, { label: title, stroke: color, width: 2, fill: `${color}22`, points: { show: false } }],
      },
      [xs, values],
      el,
    );
    const ro = new ResizeObserver(() => plot.setSize({ width: width(), height: 160 }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      plot.destroy();
    };
  }, [days, values, title, color]);
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <figure class="card chart-card" aria-label={`${title} per day`}>
      <figcaption>
        <strong>{title}</strong> <span class="muted">{total.toLocaleString()} in 30 days</span>
      </figcaption>
      <div
        ref={box}
        class="chart"
        role="img"
        aria-label={`${title} per day for the last 30 days: ${total} in all, ${Math.max(0, ...values)} on the busiest day.`}
      />
    </figure>
  );
}
