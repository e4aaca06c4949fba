import { Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/**
 * The push-permission prompt: Cancel and OK, with text naming the game. Focus starts on Cancel, so a
 * stray Enter never opts the player in.
 *
 * @example
 * ```tsx
 * <PushPromptModal game="Space Shooter" onAnswer={done} />
 * ```
 */
export function PushPromptModal(props: { game: string; onAnswer: (allowed: boolean) => void }) {
  return (
    <Modal title={strings.push} onDismiss={() => props.onAnswer(false)}>
      <p style={css.body}>{strings.pushText(props.game)}</p>
      <div style={css.actions}>
        <button type="button" style={css.button} onClick={() => props.onAnswer(false)}>
          {strings.cancel}
        </button>
        <button type="button" style={css.primaryButton} onClick={() => props.onAnswer(true)}>
          {strings.ok}
        </button>
      </div>
    </Modal>
  );
}
