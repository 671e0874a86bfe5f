// Stored HTML (blog posts, descriptions, the home section text) is cleaned by the api; the
// browser cleans it again before rendering, as a second line of defence.
import DOMPurify from 'dompurify';

let hooked = false;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!hooked) {
    // Links in content leave the site safely.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
