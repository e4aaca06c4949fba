import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusableIn, trapTab } from './focus-trap.js';
import { strings } from './strings.js';
import { useUniqueId } from './use-unique-id.js';
import * as css from './styles.js';

/** Props of {@link Modal}. */
export interface ModalProps {
  title: string;
  /** Called on Escape and on an overlay click (when allowed). */
  onDismiss: () => void;
  /** What gets focus on open; default the first focusable element. */
  initialFocus?: RefObject<HTMLElement>;
  /** Whether a click on the overlay dismisses; default true. */
  dismissOnOverlay?: boolean;
  fullscreen?: boolean;
  children: ComponentChildren;
}

/**
 * An accessible modal dialog: `role="dialog"`, `aria-modal`, labelled by its title; focus moves in on
 * open, stays inside while open (Tab wraps, focus escaping is pulled back), and returns on close to
 * the element that had it before. Escape dismisses.
 *
 * @example
 * ```tsx
 * <Modal title="Saved" onDismiss={close}><button onClick={close}>Close</button></Modal>
 * ```
 */
export function Modal(props: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useUniqueId('playport-modal-title');
  const dismiss = useRef(props.onDismiss);
  dismiss.current = props.onDismiss;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    const previous = doc.activeElement as HTMLElement | null;
    (props.initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        dismiss.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusableIn(dialog)[0] ?? dialog).focus();
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocusIn);
      if (previous && previous.isConnected && typeof previous.focus === 'function') previous.focus();
    };
  }, []);

  const onOverlay = (event: MouseEvent) => {
    if (event.target === event.currentTarget && props.dismissOnOverlay !== false) dismiss.current();
  };

  return (
    <div style={css.overlay} onMouseDown={onOverlay} data-playport-overlay="">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={props.fullscreen ? css.fullscreenDialog : css.dialog}
      >
        <h2 id={titleId} style={css.title}>
          {props.title}
        </h2>
        {props.children}
      </div>
    </div>
  );
}

/** The row with a modal's one Close button. */
export function CloseActions(props: { onClose: () => void }) {
  return (
    <div style={css.actions}>
      <button type="button" style={css.primaryButton} onClick={props.onClose}>
        {strings.close}
      </button>
    </div>
  );
}
