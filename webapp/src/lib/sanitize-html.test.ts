// The browser-side HTML cleaning of stored content.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and event handlers', () => {
    const clean = sanitizeHtml('<h2>Başlık</h2><p onclick="alert(1)">metin<script>alert(2)</script></p><img src=x onerror="alert(3)">');
    expect(clean).toContain('<h2>Başlık</h2>');
    expect(clean).not.toMatch(/script|onclick|onerror|alert/);
  });
  it('makes links that open a new tab safe', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });
});
