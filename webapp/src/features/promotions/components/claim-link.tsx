// 'Bonus Al': the promotion's claim link, always in a new tab.
export function ClaimLink({ url, className = '', label = 'Bonus Al' }: { url: string; className?: string; label?: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow sponsored"
      className={`inline-flex items-center justify-center rounded-lg bg-amber-400 px-4 py-2 text-sm font-bold text-slate-950 transition-colors hover:bg-amber-300 ${className}`}
    >
      {label}
    </a>
  );
}
