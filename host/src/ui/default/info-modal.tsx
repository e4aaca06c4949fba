import { CloseActions, Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/**
 * The info modal: a body and a Close button.
 *
 * @example
 * ```tsx
 * <InfoModal body="Saved" onClose={done} />
 * ```
 */
export function InfoModal(props: { title?: string; body: string; onClose: () => void }) {
  return (
    <Modal title={props.title ?? strings.info} onDismiss={props.onClose}>
      <p style={css.body}>{props.body}</p>
      <CloseActions onClose={props.onClose} />
    </Modal>
  );
}
