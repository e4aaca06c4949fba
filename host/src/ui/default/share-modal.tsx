import { useState } from 'preact/hooks';
import { SHARE_TARGETS, shareLink, type ShareTarget } from '../share-links.js';
import { CloseActions, Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/** Props of {@link ShareModal}. */
export interface ShareModalProps {
  url: string;
  text?: string;
  /** Opens a platform's share page (a new window). */
  openWindow: (url: string) => void;
  /** The async clipboard, when the page has one. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  /** Called when copying failed: the caller shows the text-copy modal with the link. */
  onCopyFailed: () => void;
  onClose: () => void;
}

const LABELS: Record<ShareTarget, string> = { vk: 'VK', ok: 'OK', telegram: 'Telegram' };

/**
 * The share modal: VK, OK and Telegram buttons opening each platform's share page for the link, and
 * Copy link; when the clipboard is missing or refuses, `onCopyFailed` runs (the text-copy modal).
 *
 * @example
 * ```tsx
 * <ShareModal url={link} openWindow={(u) => window.open(u)} clipboard={navigator.clipboard} onCopyFailed={fallback} onClose={done} />
 * ```
 */
export function ShareModal(props: ShareModalProps) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (!props.clipboard) return props.onCopyFailed();
    props.clipboard.writeText(props.url).then(() => setCopied(true), props.onCopyFailed);
  };
  return (
    <Modal title={strings.share} onDismiss={props.onClose}>
      {props.text ? <p style={css.body}>{props.text}</p> : null}
      <div style={{ ...css.actions, justifyContent: 'flex-start', flexWrap: 'wrap' }}>
        {SHARE_TARGETS.map((target) => (
          <button
            key={target}
            type="button"
            style={css.button}
            onClick={() => props.openWindow(shareLink(target, props.url, props.text))}
          >
            {LABELS[target]}
          </button>
        ))}
        <button type="button" style={css.button} onClick={copy}>
          {strings.copyLink}
        </button>
      </div>
      <p style={css.hint} aria-live="polite">
        {copied ? strings.copied : ''}
      </p>
      <CloseActions onClose={props.onClose} />
    </Modal>
  );
}
