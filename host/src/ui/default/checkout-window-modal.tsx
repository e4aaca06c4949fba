import { useEffect, useRef } from 'preact/hooks';
import type { CheckoutWindowOptions } from '../ui-port.js';
import { Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/**
 * The checkout-window notice: the payment goes on in another window; one button brings that window
 * back, Cancel (or Escape) answers `cancelled`. It closes by itself, answering `closed`, once the
 * options' signal aborts (the payment ended).
 *
 * @example
 * ```tsx
 * <CheckoutWindowModal options={{ title: 'Payment', focus: () => win.focus(), signal }} onDone={done} />
 * ```
 */
export function CheckoutWindowModal(props: {
  options: CheckoutWindowOptions;
  onDone: (outcome: 'cancelled' | 'closed') => void;
}) {
  const done = useRef(props.onDone);
  done.current = props.onDone;
  const { signal } = props.options;

  useEffect(() => {
    const end = () => done.current('closed');
    if (signal.aborted) end();
    else signal.addEventListener('abort', end, { once: true });
    return () => signal.removeEventListener('abort', end);
  }, [signal]);

  return (
    <Modal
      title={props.options.title || strings.payment}
      onDismiss={() => done.current('cancelled')}
      dismissOnOverlay={false}
    >
      <p style={css.body}>{strings.checkoutWindowText}</p>
      <div style={css.actions}>
        <button type="button" style={css.button} onClick={() => done.current('cancelled')}>
          {strings.cancel}
        </button>
        <button type="button" style={css.primaryButton} onClick={() => props.options.focus()}>
          {strings.checkoutWindowShow}
        </button>
      </div>
    </Modal>
  );
}
