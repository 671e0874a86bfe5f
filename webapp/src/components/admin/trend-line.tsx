// A small line of daily figures in plain SVG (edit screens and dashboard cards), without the chart
// library of 'İstatistikler'. Its label reads the figures for screen readers.
export function TrendLine({ values, label, className = 'h-10 w-full' }: { values: number[]; label: string; className?: string }) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? 300 / (values.length - 1) : 0;
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(60 - (v / max) * 56).toFixed(1)}`).join(' ');
  return (
    <svg viewBox="0 0 300 62" preserveAspectRatio="none" className={className} role="img" aria-label={`${label}: ${values.join(', ')}`}>
      <polyline points={points} fill="none" stroke="#fbbf24" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
