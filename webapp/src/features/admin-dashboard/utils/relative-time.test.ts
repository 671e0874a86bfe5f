import { describe, expect, it } from 'vitest';
import { changeText, relativeTime } from './relative-time';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('relativeTime', () => {
  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(relativeTime(ago(0), now)).toBe('0 dakika önce');
    expect(relativeTime(ago(59), now)).toBe('59 dakika önce');
    expect(relativeTime(ago(60), now)).toBe('1 saat önce');
    expect(relativeTime(ago(1439), now)).toBe('23 saat önce');
    expect(relativeTime(ago(1440), now)).toBe('1 gün önce');
    expect(relativeTime(ago(3 * 1440 + 5), now)).toBe('3 gün önce');
  });
});

describe('changeText', () => {
  it('signs the month-over-month change and says N/A without a base', () => {
    expect(changeText(7.14)).toBe('+7,1%');
    expect(changeText(-2.5)).toBe('-2,5%');
    expect(changeText(0)).toBe('+0%');
    expect(changeText(null)).toBe('N/A');
  });
});
