// A grey pulsing block standing in for a figure or a row while the dashboard loads.
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded bg-slate-800 ${className}`} />;
}
