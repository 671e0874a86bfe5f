// Loading indicator with a text for screen readers.
export function Spinner({ label = 'Yükleniyor...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-300">
      <span className="size-6 animate-spin rounded-full border-2 border-slate-600 border-t-amber-400" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
