import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/** Props of {@link LinkShareModal}. */
export interface LinkShareModalProps {
  url: string;
  text?: string;
  mac: boolean;
  /** The async clipboard, when the page may use it; without it only the selected text is offered. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  onClose: () => void;
}

/**
 * The link-share modal: the URL as selected, copyable text and a 'Copy link' button using the async
 * clipboard. When the clipboard refuses, it falls back to the text-copy hint. (A QR code is the
 * portal's modal; the default UI stays dependency-free.)
 *
 * @example
 * ```tsx
 * <LinkShareModal url={location.href} mac={false} clipboard={navigator.clipboard} onClose={done} />
 * ```
 */
export function LinkShareModal(props: LinkShareModalProps) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>(props.clipboard ? 'idle' : 'failed');
  useLayoutEffect(() => input.current?.select(), []);

  const copy = () => {
    props.clipboard?.writeText(props.url).then(
      () => setStatus('copied'),
      () => {
        setStatus('failed');
        input.current?.focus();
        input.current?.select();
      },
    );
  };

  return (
    <Modal title={strings.linkShare} onDismiss={props.onClose} initialFocus={input}>
      {props.text ? <p style={css.body}>{props.text}</p> : null}
      <input ref={input} readOnly type="text" style={css.field} value={props.url} aria-label={strings.linkShare} />
      <p style={css.hint} aria-live="polite">
        {status === 'copied' ? strings.copied : status === 'failed' ? strings.copyHint(props.mac) : ''}
      </p>
      <div style={css.actions}>
        {props.clipboard ? (
          <button type="button" style={css.button} onClick={copy}>
            {strings.copyLink}
          </button>
        ) : null}
        <button type="button" style={css.primaryButton} onClick={props.onClose}>
          {strings.close}
        </button>
      </div>
    </Modal>
  );
}
