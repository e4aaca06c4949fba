import type { HostError } from '../errors.js';

/** One thing at a time: a slot that is taken, then freed by whoever took it. */
export interface Slot {
  /** True while taken. */
  readonly busy: boolean;
  /** Takes the slot, or throws `refusal()` while it is taken; the returned function frees it (once, and only this taking). */
  take(refusal: () => HostError): () => void;
}

/**
 * A slot one holder at a time may take; the games' modal slot and each game's ad slot are slots.
 *
 * @example
 * ```ts
 * const free = slot.take(() => new HostError(HostErrorCode.NotSupported, 'busy'));
 * shown.finally(free);
 * ```
 */
export function createSlot(): Slot {
  let holder: object | null = null;
  return {
    get busy() {
      return holder !== null;
    },
    take(refusal) {
      if (holder) throw refusal();
      const ticket = {};
      holder = ticket;
      return () => {
        if (holder === ticket) holder = null;
      };
    },
  };
}
