import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

// Only the newest open dialog answers keys, so Escape closes one dialog at a time.
const openDialogs: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

// The first control of the content gets focus before the header's close button; a frame never
// does, or Escape would go to the framed page.
const IN_BODY = FOCUSABLE.split(', ')
  .filter((s) => s !== 'iframe')
  .map((s) => `.dialog-body ${s}`)
  .join(', ');

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Hides the close cross (the sign-in success view has none); Escape still closes. */
  hideClose?: boolean;
  overlayOpacity?: number;
  wide?: boolean;
  fullscreen?: boolean;
  testId?: string;
}

/**
 * A modal dialog: labelled by its title, Escape closes it, Tab stays inside, and focus returns to
 * what had it before the dialog opened.
 */
export function Dialog({
  title,
  onClose,
  children,
  hideClose,
  overlayOpacity = 0.6,
  wide,
  fullscreen,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: the dialog answers Escape and holds focus from the moment it is in the page
  // (an effect runs only after the next paint, and a key pressed before it would be lost).
  useLayoutEffect(() => {
    const self = {};
    openDialogs.push(self);
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>(IN_BODY) ??
      node?.querySelector<HTMLElement>('.dialog-header button');
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (!items.length) {
        event.preventDefault();
        return;
      }
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (event.shiftKey && (document.activeElement === head || !node.contains(document.activeElement))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div
      className="overlay"
      style={{ backgroundColor: `rgba(0, 0, 0, ${overlayOpacity})` }}
      data-testid="overlay"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog${wide ? ' dialog-wide' : ''}${fullscreen ? ' dialog-fullscreen' : ''}`}
        data-testid={testId}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {!hideClose && (
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}

/** A dialog's row of buttons ending with Close; `children` come before it. */
export function CloseActions({
  onClose,
  autoFocus,
  children,
}: {
  onClose: () => void;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      {children}
      <button type="button" className="button" onClick={onClose} data-autofocus={autoFocus || undefined}>
        {t('common.close')}
      </button>
    </div>
  );
}
