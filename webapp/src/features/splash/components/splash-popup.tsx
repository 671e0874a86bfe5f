// The splash popup of the public pages: one active ad picked at random appears `delayMs` after
// the page opens, counts down `countdownSeconds`, then offers a close button. Clicking the
// image opens the ad's link in a new tab and closes the popup.
import { useEffect, useMemo, useRef, useState } from 'react';
import { OUTBOUND_REL, OUTBOUND_TARGET, splashAdOutboundPath } from '@/lib/outbound';
import { useGetSplashAdsQuery } from '../api/splash-api';
import { useCountdown } from '../hooks/use-countdown';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import type { SplashAd } from '../types/splash-ad';

interface SplashPopupProps {
  delayMs?: number;
  countdownSeconds?: number;
  /** Injected by tests; Math.random otherwise. */
  random?: () => number;
}

function pickOne(ads: SplashAd[] | undefined, random: () => number): SplashAd | null {
  if (!ads || ads.length === 0) return null;
  return ads[Math.min(ads.length - 1, Math.floor(random() * ads.length))];
}

export function SplashPopup({ delayMs = 5000, countdownSeconds = 5, random = Math.random }: SplashPopupProps) {
  const { data } = useGetSplashAdsQuery();
  const ad = useMemo(() => pickOne(data, random), [data, random]);
  const [closed, setClosed] = useState(false);
  const due = useDelayedFlag(true, delayMs);
  const open = due && !closed && ad !== null;
  const secondsLeft = useCountdown(countdownSeconds, open);
  const canClose = secondsLeft === 0;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  useEffect(() => {
    if (!open || !canClose) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, canClose]);

  if (!open || !ad) return null;

  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/75 p-4" data-testid="splash-overlay">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="splash-title"
        tabIndex={-1}
        className="relative w-full max-w-md rounded-2xl border border-slate-700 bg-slate-900 p-2 shadow-2xl outline-none"
        data-testid="splash-popup"
      >
        <h2 id="splash-title" className="sr-only">
          {ad.title}
        </h2>
        <div className="absolute -right-3 -top-3 z-10">
          {canClose ? (
            <button
              ref={closeRef}
              type="button"
              onClick={() => setClosed(true)}
              aria-label="Kapat"
              className="flex size-10 items-center justify-center rounded-full bg-white text-xl font-bold text-slate-900 shadow-lg hover:bg-slate-200"
              data-testid="splash-close"
            >
              ×
            </button>
          ) : (
            <span
              className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-base font-bold text-white ring-2 ring-amber-400"
              aria-label={`${secondsLeft} saniye`}
              data-testid="splash-countdown"
            >
              {secondsLeft}
            </span>
          )}
        </div>
        <a href={splashAdOutboundPath(ad.id)} target={OUTBOUND_TARGET} rel={OUTBOUND_REL} onClick={() => setClosed(true)} className="block rounded-xl">
          <img src={ad.image_url} alt={ad.title} width={600} height={600} className="h-auto w-full rounded-xl bg-slate-800 object-contain" />
        </a>
      </div>
    </div>
  );
}
