import { describe, expect, it } from 'vitest';
import { percent, toCsv } from './csv';

describe('toCsv', () => {
  it('writes each table with its title and header, quoting where needed', () => {
    const csv = toCsv([
      { title: 'Günlük', header: ['Gün', 'Tıklama'], rows: [['2026-11-26', 3]] },
      { title: 'Sayfalar', header: ['Sayfa', 'Tıklama'], rows: [['/bonuslar,"x"', 2], [null, 1]] },
    ]);
    expect(csv).toBe('\uFEFFGünlük\r\nGün,Tıklama\r\n2026-11-26,3\r\n\r\nSayfalar\r\nSayfa,Tıklama\r\n"/bonuslar,""x""",2\r\n,1\r\n');
  });
  it('shows a rate as a Turkish percentage, or a dash without views', () => {
    expect(percent(0.125)).toBe('%12,5');
    expect(percent(null)).toBe('—');
  });
});
