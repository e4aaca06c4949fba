import { CloseActions, Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/**
 * The sandbox of an embedded page. A page on the host's own origin gets no `allow-same-origin`: with
 * scripts and its real origin it could reach into the host page and lift its own sandbox.
 */
export function iframeSandbox(url: string, hostOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  let origin = 'null';
  try {
    origin = new URL(url).origin;
  } catch {
    origin = 'null';
  }
  return origin !== 'null' && origin !== hostOrigin ? `${base} allow-same-origin` : base;
}

/**
 * The iframe modal: an embedded page in a sandboxed frame, optionally full screen.
 *
 * @example
 * ```tsx
 * <IframeModal url="https://example.com/tos" hostOrigin={location.origin} onClose={done} />
 * ```
 */
export function IframeModal(props: { url: string; title?: string; fullscreen?: boolean; hostOrigin: string; onClose: () => void }) {
  const title = props.title ?? strings.page;
  return (
    <Modal title={title} onDismiss={props.onClose} fullscreen={props.fullscreen}>
      <iframe
        src={props.url}
        title={title}
        sandbox={iframeSandbox(props.url, props.hostOrigin)}
        referrerpolicy="strict-origin-when-cross-origin"
        style={props.fullscreen ? css.fullscreenFrame : css.frame}
      />
      <CloseActions onClose={props.onClose} />
    </Modal>
  );
}
