// Renders stored HTML after cleaning it in the browser as well.
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Moves every heading of `html` by the same number of levels so that its highest heading is
 * `top` (an editor's text may start at h3 under the page's h1; screen readers and Lighthouse's
 * heading order want h2 there). The text and the relative order of the headings stay.
 */
export function shiftHeadings(html: string, top: 1 | 2 | 3 | 4 | 5 | 6): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const by = top - Math.min(...levels);
  if (by === 0) return html;
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + by)}`);
}

export function HtmlContent({
  html,
  className,
  headingsFrom,
}: {
  html: string | null | undefined;
  className?: string;
  /** The level the content's highest heading gets (shiftHeadings); as stored when not given. */
  headingsFrom?: 1 | 2 | 3 | 4 | 5 | 6;
}) {
  const clean = sanitizeHtml(html);
  return <div className={className} dangerouslySetInnerHTML={{ __html: headingsFrom ? shiftHeadings(clean, headingsFrom) : clean }} />;
}
