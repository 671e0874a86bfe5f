// Dates in tr-TR and the "still running" check behind the Süreli tag.
import { describe, expect, it } from 'vitest';
import { formatDate, isFuture } from './format-date';

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

describe('isFuture', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is true only for a valid later moment', () => {
    expect(isFuture('2026-11-22T00:00:00Z', now)).toBe(true);
    expect(isFuture('2026-11-20T00:00:00Z', now)).toBe(false);
    expect(isFuture(null, now)).toBe(false);
    expect(isFuture('nope', now)).toBe(false);
  });
});
