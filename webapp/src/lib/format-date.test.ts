// Dates in tr-TR and the "still running" check behind the Süreli tag.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isFuture } from './format-date';

describe('formatDate', () => {
  it('writes dates the Turkish way', () => {
    expect(formatDate('2026-11-21T12:00:00.000Z')).toBe('21 Kasım 2026');
    expect(formatDate('2026-02-03T12:00:00.000Z')).toBe('3 Şubat 2026');
  });
  it('writes nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('yarın')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day to the Turkish date', () => {
    const text = formatDateTime('2026-11-21T12:05:00.000Z');
    expect(text).toMatch(/^21 Kasım 2026 \d{2}:05$/);
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('dün')).toBe('');
  });
});

describe('isFuture', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is true only for a valid later moment', () => {
    expect(isFuture('2026-11-22T00:00:00Z', now)).toBe(true);
    expect(isFuture('2026-11-20T00:00:00Z', now)).toBe(false);
    expect(isFuture(null, now)).toBe(false);
    expect(isFuture('nope', now)).toBe(false);
  });
});
