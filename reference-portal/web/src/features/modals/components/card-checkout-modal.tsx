import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Dialog } from '../../../shared/ui/dialog';

const CLOSE_AFTER_COMPLETION_MS = 1000;

/** The embedded card checkout, titled 'Payment'; it closes 1 second after completion. */
export function CardCheckoutModal({
  mount,
  onDone,
}: {
  mount: (container: HTMLElement, complete: () => void) => (() => void) | void;
  onDone: (result: 'completed' | 'closed') => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!box.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unmount = mount(box.current, () => {
      timer ??= setTimeout(() => done.current('completed'), CLOSE_AFTER_COMPLETION_MS);
    });
    return () => {
      clearTimeout(timer);
      unmount?.();
    };
  }, [mount]);
  return (
    <Dialog title={t('modals.cardCheckout.title')} onClose={() => onDone('closed')} wide testId="card-checkout-modal">
      <div ref={box} className="card-checkout" />
    </Dialog>
  );
}
