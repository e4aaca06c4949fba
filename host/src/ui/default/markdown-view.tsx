import type { VNode } from 'preact';

type Block = { kind: 'h1' | 'h2' | 'h3' | 'p' | 'li'; text: string };

// A deliberately small subset: headings, list items and paragraphs. Everything is rendered as text
// nodes, so no markup in a document can reach the page as HTML.
function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const level = Math.min(heading[1]!.length, 3) as 1 | 2 | 3;
      out.push({ kind: `h${level}`, text: heading[2]! });
    } else if (item) {
      flush();
      out.push({ kind: 'li', text: item[1]! });
    } else paragraph.push(line);
  }
  flush();
  return out;
}

const inline = (text: string) => text.replace(/\*\*|__|`/g, '');

/**
 * Markdown as plain preact elements (headings, list items, paragraphs; emphasis marks dropped), for
 * the default UI, which carries no markdown or sanitiser library.
 *
 * @example
 * ```tsx
 * <MarkdownView markdown={'# Terms\n\nBe nice.'} />
 * ```
 */
export function MarkdownView(props: { markdown: string }): VNode {
  return (
    <div data-playport-markdown="">
      {blocks(props.markdown).map((b, i) => {
        const Tag = b.kind === 'li' ? 'p' : b.kind;
        return (
          <Tag key={i} style={{ margin: '0 0 0.6rem' }}>
            {b.kind === 'li' ? `• ${inline(b.text)}` : inline(b.text)}
          </Tag>
        );
      })}
    </div>
  );
}
