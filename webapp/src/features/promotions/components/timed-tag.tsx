// The 'Süreli' tag of a promotion that ends at a known future date.
export function TimedTag({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full bg-rose-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow ${className}`}>
      Süreli
    </span>
  );
}
