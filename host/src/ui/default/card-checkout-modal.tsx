import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CardCheckoutOptions } from '../ui-port.js';
import { Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/** The spec's delay between a completed card checkout and the modal closing. */
export const CARD_CHECKOUT_CLOSE_DELAY_MS = 1000;

/**
 * The card-checkout modal: the provider's checkout is mounted into a container; once it reports
 * completion the modal says so and closes a second later. Closing earlier answers `closed`.
 *
 * @example
 * ```tsx
 * <CardCheckoutModal options={{ title: 'Payment', mount: (el, complete) => {} }} onDone={done} />
 * ```
 */
export function CardCheckoutModal(props: {
  options: CardCheckoutOptions;
  onDone: (outcome: 'completed' | 'closed') => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [completed, setCompleted] = useState(false);
  const done = useRef(props.onDone);
  done.current = props.onDone;

  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const complete = () => {
      if (finished) return;
      finished = true;
      setCompleted(true);
      timer = setTimeout(() => done.current('completed'), CARD_CHECKOUT_CLOSE_DELAY_MS);
    };
    const cleanup = container.current ? props.options.mount(container.current, complete) : undefined;
    return () => {
      clearTimeout(timer);
      cleanup?.();
    };
  }, []);

  return (
    <Modal
      title={props.options.title || strings.payment}
      onDismiss={() => done.current('closed')}
      dismissOnOverlay={false}
      fullscreen
    >
      <div ref={container} data-playport-checkout="" />
      {completed ? (
        <p role="status" style={css.body}>
          {strings.paymentCompleted}
        </p>
      ) : null}
      <div style={css.actions}>
        <button type="button" style={css.button} onClick={() => done.current('closed')}>
          {strings.close}
        </button>
      </div>
    </Modal>
  );
}
