// 'Bonus Al': the promotion's claim link, through the counted /git/... redirect, in a new tab.
import { OUTBOUND_REL, OUTBOUND_TARGET, promotionOutboundPath } from '@/lib/outbound';
import type { Promotion } from '../types/promotion';

const SIZES = {
  sm: 'px-3 py-1.5 text-xs',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
} as const;

interface ClaimLinkProps {
  promotion: Pick<Promotion, 'id' | 'slug' | 'casino'>;
  size?: keyof typeof SIZES;
  className?: string;
}

export function ClaimLink({ promotion, size = 'md', className = '' }: ClaimLinkProps) {
  return (
    <a
      href={promotionOutboundPath(promotion)}
      target={OUTBOUND_TARGET}
      rel={OUTBOUND_REL}
      className={`inline-flex items-center justify-center rounded-lg bg-amber-400 font-bold text-slate-950 transition-colors hover:bg-amber-300 ${SIZES[size]} ${className}`}
    >
      Bonus Al
    </a>
  );
}
