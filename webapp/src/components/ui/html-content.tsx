// Renders stored HTML after cleaning it in the browser as well.
import { sanitizeHtml } from '@/lib/sanitize-html';

export function HtmlContent({ html, className }: { html: string | null | undefined; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
