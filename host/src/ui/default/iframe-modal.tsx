import { iframeSandbox } from '../iframe-sandbox.js';
import { CloseActions, Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/**
 * The iframe modal: an embedded page in a sandboxed frame, optionally full screen.
 *
 * @example
 * ```tsx
 * <IframeModal url="https://example.com/tos" hostOrigin={location.origin} onClose={done} />
 * ```
 */
export function IframeModal(props: {
  url: string;
  title?: string;
  fullscreen?: boolean;
  hostOrigin: string;
  onClose: () => void;
}) {
  const title = props.title ?? strings.page;
  return (
    <Modal title={title} onDismiss={props.onClose} fullscreen={props.fullscreen}>
      <iframe
        src={props.url}
        title={title}
        sandbox={iframeSandbox(props.url, [props.hostOrigin])}
        referrerpolicy="strict-origin-when-cross-origin"
        style={props.fullscreen ? css.fullscreenFrame : css.frame}
      />
      <CloseActions onClose={props.onClose} />
    </Modal>
  );
}
