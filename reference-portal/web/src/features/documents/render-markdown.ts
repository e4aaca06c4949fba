import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Markdown to HTML that is safe to insert: marked, then DOMPurify. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
