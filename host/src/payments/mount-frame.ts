/** Puts a provider's page in a frame filling `container`; the page needs `payment` for wallets. */
export function mountFrame(container: HTMLElement, url: string, title: string): HTMLIFrameElement {
  const frame = container.ownerDocument.createElement('iframe');
  frame.src = url;
  frame.title = title;
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;height:70vh;border:0';
  container.appendChild(frame);
  return frame;
}
