import { describe, expect, it } from 'vitest';
import { countdown, dailyCountFrom } from './countdown';

describe('the publishing countdown', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('shows hours, minutes and seconds left and is due at zero', () => {
    expect(countdown('2026-11-25T09:59:59Z', now)).toEqual({ text: '23:59:59', due: false });
    expect(countdown('2026-11-24T10:00:01Z', now)).toEqual({ text: '00:00:01', due: false });
    expect(countdown('2026-11-24T09:00:00Z', now)).toEqual({ text: '00:00:00', due: true });
    expect(countdown(null, now)).toEqual({ text: '--:--:--', due: false });
  });
  it('turns non-numeric daily counts into 1', () => {
    expect(dailyCountFrom('abc')).toBe(1);
    expect(dailyCountFrom('')).toBe(1);
    expect(dailyCountFrom('4')).toBe(4);
    expect(dailyCountFrom('0')).toBe(0);
  });
});
