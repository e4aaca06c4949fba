import { useLayoutEffect, useRef } from 'preact/hooks';
import { CloseActions, Modal } from './modal.js';
import { useUniqueId } from './use-unique-id.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/**
 * The text-copy modal: a read-only box with the text selected and the platform's copy hint
 * (Cmd+C on Mac, Ctrl+C otherwise).
 *
 * @example
 * ```tsx
 * <TextCopyModal text={code} mac={false} onClose={done} />
 * ```
 */
export function TextCopyModal(props: { title?: string; text: string; mac: boolean; onClose: () => void }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useUniqueId('playport-copy-hint');
  useLayoutEffect(() => box.current?.select(), []);
  return (
    <Modal title={props.title ?? strings.textCopy} onDismiss={props.onClose} initialFocus={box}>
      <textarea
        ref={box}
        readOnly
        rows={4}
        style={css.field}
        value={props.text}
        aria-label={props.title ?? strings.textCopy}
        aria-describedby={hintId}
      />
      <p id={hintId} style={css.hint}>
        {strings.copyHint(props.mac)}
      </p>
      <CloseActions onClose={props.onClose} />
    </Modal>
  );
}
