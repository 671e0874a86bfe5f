// Dates as Turkish readers write them (tr-TR): "21 Kasım 2026", with the time "21 Kasım 2026 14:05".
const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const dateTime = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment with its time, as the back office's history and activity log show it: "21 Kasım 2026 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** True when `iso` is a valid moment after `now` (a promotion still running). */
export function isFuture(iso: string | null | undefined, now: Date = new Date()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now.getTime();
}
