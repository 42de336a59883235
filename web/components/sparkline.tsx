// A score trend in a few pixels: plain SVG (a chart library per list row would be heavy).
export function Sparkline({ values, width = 110, height = 32, label }: { values: number[]; width?: number; height?: number; label: string }) {
  if (values.length < 2) {
    return (
      <svg className="sparkline" width={width} height={height} role="img" aria-label={label}>
        <line x1={0} x2={width} y1={height / 2} y2={height / 2} stroke="var(--border-strong)" strokeDasharray="3 4" />
      </svg>
    );
  }
  const pad = 3;
  const x = (i: number) => pad + (i * (width - 2 * pad)) / (values.length - 1);
  const y = (v: number) => height - pad - (Math.max(0, Math.min(100, v)) / 100) * (height - 2 * pad);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values.length - 1;
  return (
    <svg className="sparkline" width={width} height={height} role="img" aria-label={label}>
      <polyline points={`${x(0)},${height - pad} ${points} ${x(last)},${height - pad}`} fill="currentColor" opacity={0.08} stroke="none" />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" strokeLinecap="round" />
      <circle cx={x(last)} cy={y(values[last])} r={2.6} fill="currentColor" />
    </svg>
  );
}
