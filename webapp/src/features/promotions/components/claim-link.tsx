// 'Bonus Al': the promotion's claim link, always in a new tab.
const SIZES = {
  sm: 'px-3 py-1.5 text-xs',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
} as const;

interface ClaimLinkProps {
  url: string;
  size?: keyof typeof SIZES;
  className?: string;
}

export function ClaimLink({ url, size = 'md', className = '' }: ClaimLinkProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow sponsored"
      className={`inline-flex items-center justify-center rounded-lg bg-amber-400 font-bold text-slate-950 transition-colors hover:bg-amber-300 ${SIZES[size]} ${className}`}
    >
      Bonus Al
    </a>
  );
}
