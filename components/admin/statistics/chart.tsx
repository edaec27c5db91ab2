'use client';
// A chart of « Statistiques », drawn by Chart.js (a kept library; only the parts used are registered) in a
// canvas for those who would rather look than read; the same figures are in the table beside it, for screen
// readers and narrow screens (the canvas is aria-hidden).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export type Series = { label: string; values: number[]; color: string };

export function StatsChart({
  kind,
  labels,
  series,
  height = 240,
}: {
  kind: 'line' | 'bar';
  labels: string[];
  series: Series[];
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.values,
          borderColor: s.color,
          backgroundColor: kind === 'bar' ? s.color : `${s.color}33`,
          tension: 0.25,
          pointRadius: labels.length > 40 ? 0 : 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: kind === 'bar' ? 'y' : 'x',
        locale: 'fr-FR',
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        // Counts: whole numbers on the value axis (x for the horizontal bars, y for the line).
        scales: {
          x: { beginAtZero: true, ticks: { maxTicksLimit: 8, precision: 0 } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series]);
  return (
    <div style={{ height }} className="relative w-full" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
