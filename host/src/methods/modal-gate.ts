import { HostError, HostErrorCode } from '../errors.js';

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
  let holder: object | null = null;
  return {
    get busy() {
      return holder !== null;
    },
    take(method) {
      if (holder) {
        throw new HostError(HostErrorCode.NotSupported, `${method}: a modal the game opened is still open; only one is shown at a time`);
      }
      const ticket = {};
      holder = ticket;
      const free = () => {
        if (holder === ticket) holder = null;
      };
      return (shown) => {
        if (shown) shown.then(free, free);
        else free();
      };
    },
  };
}
