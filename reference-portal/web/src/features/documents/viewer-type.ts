/** How the document viewer shows a document. */
export type DocumentViewerType = 'iframe' | 'markdown' | 'image';

/**
 * The viewer type of a document link, from its path: an image file (`.png`, `.jpg`, `.jpeg`,
 * `.gif`, `.webp`, `.avif`, `.svg`) is an image (with Download), a `.md` file markdown, anything
 * else a page in a frame.
 *
 * @example `documentViewerType('https://cdn.example/rules.png') // 'image'`
 */
export function documentViewerType(url: string): DocumentViewerType {
  let path: string;
  try {
    path = new URL(url, 'http://x.invalid/').pathname.toLowerCase();
  } catch {
    return 'iframe';
  }
  if (/\.(png|jpe?g|gif|webp|avif|svg)$/.test(path)) return 'image';
  if (path.endsWith('.md')) return 'markdown';
  return 'iframe';
}
