// The next-publish countdown: "HH:MM:SS" until `target`, never negative.
export function countdown(target: string | null, now: number): { text: string; due: boolean } {
  if (!target) return { text: '--:--:--', due: false };
  const left = Math.max(0, Math.floor((new Date(target).getTime() - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { text: `${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`, due: left === 0 };
}

/** The settings card's input: 1..10; anything not a number becomes 1 (the spec's rule). */
export function dailyCountFrom(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 1;
}
