// The server-embedded data: handed out once per URL, tolerant of encoding and broken JSON.
import { describe, expect, it, vi } from 'vitest';
import { setInitialDataForTests, takeInitialData } from './initial-data';

describe('takeInitialData', () => {
  it('hands out an embedded answer once, then nothing', () => {
    setInitialDataForTests({ '/api/hero': { main_title: 'x' } });
    expect(takeInitialData('/api/hero')).toEqual({ found: true, data: { main_title: 'x' } });
    expect(takeInitialData('/api/hero')).toEqual({ found: false });
  });

  it('matches percent-encoded and plain query strings alike', () => {
    setInitialDataForTests({ '/api/seo?path=/bonuslar': { title: 't' } });
    expect(takeInitialData('/api/seo?path=%2Fbonuslar')).toEqual({ found: true, data: { title: 't' } });
  });

  it('reads the page script the api writes, and ignores broken JSON', () => {
    setInitialDataForTests(null);
    document.body.innerHTML = '<script id="initial-data" type="application/json">{"/api/promotions": []}</script>';
    expect(takeInitialData('/api/promotions')).toEqual({ found: true, data: [] });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setInitialDataForTests(null);
    document.body.innerHTML = '<script id="initial-data" type="application/json">{not json</script>';
    expect(takeInitialData('/api/promotions')).toEqual({ found: false });
    expect(warn).toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});
