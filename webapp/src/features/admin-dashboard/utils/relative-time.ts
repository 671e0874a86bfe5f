// The dashboard's relative times, as the spec words them: minutes under an hour, hours under a
// day, days after that.
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} dakika önce`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)} saat önce`;
  return `${Math.floor(minutes / 1440)} gün önce`;
}

/** '+7.1%' style, or 'N/A' when there is nothing to compare with. */
export function changeText(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return 'N/A';
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded >= 0 ? '+' : ''}${rounded.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}%`;
}
