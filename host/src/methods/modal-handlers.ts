import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import type { EmitEvent } from '../adapter/adapter.js';
import { HostError, HostErrorCode, toHostError } from '../errors.js';
import type { UiPort } from '../ui/ui-port.js';
import { createModalGate, type ModalGate } from './modal-gate.js';

interface ModalDeps {
  game: string;
  ui: UiPort;
  /** The host page's URL, shared when the game names no URL. */
  pageUrl: () => string;
  /** Pushes to the calling game. */
  emit: EmitEvent;
  /** Called after the player signed in through the login modal. */
  refreshUserInfo: () => void;
  log: (level: 'warn', ...args: unknown[]) => void;
  /** Whether the adapter declares `supports.share`; false when absent or when the adapter failed. */
  supportsShare?: () => Promise<boolean>;
  /** The modal slot shared by the host's games; a fresh one when absent. */
  gate?: ModalGate;
}

function required(value: string | undefined, field: string): string {
  if (!value) throw new HostError(HostErrorCode.InvalidParams, `'${field}' is required for this modal`, { field });
  return value;
}

// The URL comes from the game, so it must not smuggle in `javascript:` or `data:` into the host page.
function httpUrl(raw: string, field: string): string {
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new HostError(HostErrorCode.InvalidParams, `'${field}' must be an absolute http(s) URL`, { field });
  }
  return url.href;
}

/**
 * The `OpenModal` and `ShowLinkShareModal` handlers. They answer as soon as the modal is open, not
 * when it closes (the game's call would time out); what the player then does arrives as events:
 * `UserInfoChanged` after a sign-in, `SupportRequest` after a submitted report. A headless UI
 * answers `opened: false`. The `social` and `documents` modals are not available yet (NotSupported).
 * `ShowLinkShareModal` shows the share modal (VK, OK, Telegram, copy link) when the adapter declares
 * `supports.share`, else the link-share modal; `OpenModal` with type `linkShare` always shows the latter.
 * A game holds one modal at a time: while it is open, both answer NotSupported (see {@link createModalGate}).
 *
 * @example
 * ```ts
 * const { OpenModal } = createModalHandlers(deps); await OpenModal({ type: 'info', text: 'Saved' });
 * ```
 */
export function createModalHandlers(deps: ModalDeps) {
  const { ui, game, log } = deps;
  const gate = deps.gate ?? createModalGate();
  const background = (shown: Promise<unknown>) =>
    void shown.catch((err: unknown) => log('warn', 'Modal failed:', toHostError(err).message));
  // The slot is taken before anything is awaited, so two calls in one tick cannot both pass; it frees
  // when the modal closes, or at once when none was shown.
  // `open` resolves with the modal's promise in a box, since an awaited promise would wait for the close.
  const show = async (method: string, open: () => Promise<{ shown: Promise<unknown> }>) => {
    const release = gate.take(method);
    let shown: Promise<unknown>;
    try {
      ({ shown } = await open());
    } catch (err) {
      release();
      throw err;
    }
    release(shown);
    background(shown);
  };

  const openers: Record<MethodParams<'OpenModal'>['type'], (p: MethodParams<'OpenModal'>) => () => Promise<unknown>> = {
    info: (p) => {
      const body = required(p.text, 'text');
      return () => ui.showInfo({ title: p.title, body });
    },
    textCopy: (p) => {
      const text = required(p.text, 'text');
      return () => ui.showTextCopy({ title: p.title, text });
    },
    linkShare: (p) => {
      const url = p.url ? httpUrl(p.url, 'url') : deps.pageUrl();
      return () => ui.showLinkShare({ url, text: p.text });
    },
    iframe: (p) => {
      const url = httpUrl(required(p.url, 'url'), 'url');
      return () => ui.showIframe({ url, title: p.title, fullscreen: p.fullscreen });
    },
    login: () => () => ui.showLogin({ game }).then((ok) => ok && deps.refreshUserInfo()),
    reportIssue: () => () =>
      ui.showReportIssue({ game }).then((report) => report && deps.emit('SupportRequest', { message: report.message })),
    social: () => {
      throw new HostError(HostErrorCode.NotSupported, 'The social modal is not available on this host');
    },
    documents: () => {
      throw new HostError(HostErrorCode.NotSupported, 'The documents modal is not available on this host');
    },
  };

  return {
    OpenModal: async (params: MethodParams<'OpenModal'>): Promise<MethodResult<'OpenModal'>> => {
      const open = openers[params.type](params);
      if (ui.headless) return { opened: false };
      await show('OpenModal', async () => ({ shown: open() }));
      return { opened: true };
    },
    ShowLinkShareModal: async (
      params: MethodParams<'ShowLinkShareModal'>,
    ): Promise<MethodResult<'ShowLinkShareModal'>> => {
      const url = params?.url ? httpUrl(params.url, 'url') : deps.pageUrl();
      if (ui.headless) return { shown: false };
      await show('ShowLinkShareModal', async () => {
        const share = (await deps.supportsShare?.().catch(() => false)) ?? false;
        return {
          shown: share ? ui.showShare({ url, text: params?.text }) : ui.showLinkShare({ url, text: params?.text }),
        };
      });
      return { shown: true };
    },
  };
}
