/** Prints a document: the frame itself when it is ours, otherwise a print window with its content. */
export async function printDocument(
  type: 'iframe' | 'markdown',
  url: string,
  html: string,
  frame: HTMLIFrameElement | null,
): Promise<void> {
  if (type === 'iframe') {
    try {
      frame?.contentWindow?.print();
      return;
    } catch {
      window.open(url, '_blank', 'noopener');
      return;
    }
  }
  const win = window.open('', '_blank');
  if (!win) throw new Error('The print window was blocked');
  const body = win.document.createElement('article');
  body.innerHTML = html;
  win.document.body.append(body);
  win.print();
}
