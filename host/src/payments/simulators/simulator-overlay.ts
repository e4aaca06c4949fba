/** A full-page overlay holding a provider's pay page in a frame, with a close (×) button. */
export interface SimulatorOverlay {
  readonly frame: HTMLIFrameElement;
  readonly root: HTMLElement;
  remove(): void;
}

/**
 * Builds the lightbox the simulated widgets show: `classPrefix` follows the real widget's class names
 * (`xpaystation-widget-lightbox` for Xsolla) so page styles and tests can find it.
 */
export function openSimulatorOverlay(
  doc: Document,
  url: string,
  classPrefix: string,
  onClose: () => void,
): SimulatorOverlay {
  const root = doc.createElement('div');
  root.className = classPrefix;
  root.style.cssText =
    'position:fixed;inset:0;z-index:1000;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center';
  const box = doc.createElement('div');
  box.className = `${classPrefix}-content`;
  box.style.cssText = 'position:relative;background:#fff;width:min(740px,100vw);height:min(760px,100vh)';
  const frame = doc.createElement('iframe');
  frame.className = `${classPrefix}-content-iframe`;
  frame.src = url;
  frame.title = 'Payment';
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'width:100%;height:100%;border:0';
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = `${classPrefix}-close`;
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.style.cssText = 'position:absolute;top:4px;right:4px;font-size:20px';
  close.addEventListener('click', onClose);
  box.append(frame, close);
  root.append(box);
  doc.body.appendChild(root);
  return { frame, root, remove: () => root.remove() };
}
