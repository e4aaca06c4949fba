import { HostError, HostErrorCode } from '../errors.js';
import type { UiPort } from '../ui/ui-port.js';
import { createSlot } from './slot.js';

/** The one modal slot the games of a host share. */
export interface ModalGate {
  /** True while a modal a game opened is still open. */
  readonly busy: boolean;
  /**
   * Takes the slot for `method`, or throws NotSupported naming it while a game's modal is open. Call
   * the returned function with the shown modal's promise (the slot frees when it settles), or with
   * nothing when no modal was shown after all.
   */
  take(method: string): (shown?: Promise<unknown>) => void;
}

/**
 * Lets the games of one host hold one modal at a time. A second OpenModal or ShowLinkShareModal while
 * the first is open is refused rather than stacked over it (the portal) or put in its place (the default
 * UI), so a game cannot bury the page in modals or swap one under the player's cursor. The game's call
 * answers when the modal opens, so waiting for the first to close would only run into its timeout.
 *
 * @example
 * ```ts
 * const release = gate.take('OpenModal');
 * release(ui.showInfo({ body: 'Saved' }));
 * ```
 */
export function createModalGate(): ModalGate {
  const slot = createSlot();
  return {
    get busy() {
      return slot.busy;
    },
    take(method) {
      const free = slot.take(
        () =>
          new HostError(
            HostErrorCode.NotSupported,
            `${method}: a modal the game opened is still open; only one is shown at a time`,
          ),
      );
      return (shown) => {
        if (shown) shown.then(free, free);
        else free();
      };
    },
  };
}

/**
 * The UI an adapter gets: every modal it shows because a game called (info, text copy, link share, share,
 * iframe; AuthenticateUser's and BuyProduct's sign-in, PushRegister's prompt, CreateSupportRequest's
 * report form, a purchase's personal-info form, card checkout and checkout-window notice) takes the games'
 * one modal slot, and a busy slot rejects with the gate's NotSupported instead of stacking a modal. The
 * steps of one purchase follow each other, each after the one before closed. Only the portal's own
 * accept-documents prompt (at the start and after a sign-in) passes straight through.
 *
 * @example
 * ```ts
 * const adapterUi = withModalGate(ui, gate);
 * await adapterUi.showLinkShare({ url }); // rejects NotSupported while a game's modal is open
 * ```
 */
export function withModalGate(ui: UiPort, gate: ModalGate): UiPort {
  const gated = <T>(method: string, show: () => Promise<T>): Promise<T> => {
    let release: (shown?: Promise<unknown>) => void;
    let shown: Promise<T>;
    try {
      release = gate.take(method);
    } catch (err) {
      return Promise.reject(err);
    }
    try {
      shown = show();
    } catch (err) {
      release();
      return Promise.reject(err);
    }
    release(shown);
    return shown;
  };
  return {
    get headless() {
      return ui.headless;
    },
    showInfo: (options) => gated('showInfo', () => ui.showInfo(options)),
    showTextCopy: (options) => gated('showTextCopy', () => ui.showTextCopy(options)),
    showLinkShare: (options) => gated('showLinkShare', () => ui.showLinkShare(options)),
    showIframe: (options) => gated('showIframe', () => ui.showIframe(options)),
    showShare: (options) => gated('showShare', () => ui.showShare(options)),
    showLogin: (options) => gated('showLogin', () => ui.showLogin(options)),
    showReportIssue: (options) => gated('showReportIssue', () => ui.showReportIssue(options)),
    showAcceptDocuments: (options) => ui.showAcceptDocuments(options),
    showPushPrompt: (options) => gated('showPushPrompt', () => ui.showPushPrompt(options)),
    showPersonalInfo: (options) => gated('showPersonalInfo', () => ui.showPersonalInfo(options)),
    showCardCheckout: (options) => gated('showCardCheckout', () => ui.showCardCheckout(options)),
    showCheckoutWindow: (options) => gated('showCheckoutWindow', () => ui.showCheckoutWindow(options)),
    closeAll: () => ui.closeAll(),
  };
}
