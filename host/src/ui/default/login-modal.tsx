import { CloseActions, Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/**
 * The default sign-in modal. Sign-in belongs to the portal (its e-mail, social and platform flows), so
 * the default UI only says so; it always resolves false.
 *
 * @example
 * ```tsx
 * <LoginModal onClose={() => done(false)} />
 * ```
 */
export function LoginModal(props: { onClose: () => void }) {
  return (
    <Modal title={strings.login} onDismiss={props.onClose}>
      <p style={css.body}>{strings.loginText}</p>
      <CloseActions onClose={props.onClose} />
    </Modal>
  );
}
