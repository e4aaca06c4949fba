import type { PlayStateReason } from '@playport/sdk/protocol';
import type { EmitEvent } from '../adapter/adapter.js';

/** What a source says about the game's play: pause it, mute it, or release either. A field left out is unchanged. */
export interface PlayStateChange {
  paused?: boolean | undefined;
  muted?: boolean | undefined;
}

/** The page's pause and mute state, combined from every reason that holds it. */
export interface PlayState {
  /** True while any reason pauses the game. */
  readonly paused: boolean;
  /** True while any reason mutes the game. */
  readonly muted: boolean;
  /** Sets what one switch-like source (`platform`, `hidden`, `host`) holds. */
  set(reason: Exclude<PlayStateReason, 'ad'>, change: PlayStateChange): void;
  /**
   * Pauses and mutes for one ad; the returned release (idempotent) ends it. Ads are counted, so two
   * games' ads at once keep the game paused until both have ended.
   */
  holdAd(): () => void;
  /** Sends the last PauseStateChanged and AudioStateChanged (those that were sent) through `emit`. */
  replay(emit: EmitEvent): void;
}

type Kind = 'paused' | 'muted';
const KINDS: readonly Kind[] = ['paused', 'muted'];

/**
 * The pause and mute state of a host's games. The game is paused while any reason holds a pause and
 * muted while any holds a mute; an event is pushed only when that combined state changes, and its
 * reason is the one whose change flipped it (the first to hold, the last to release). Pause is pushed
 * before mute, so a game that stops its loop and then its audio hears them in that order.
 *
 * @example
 * ```ts
 * const play = createPlayState(emit);
 * play.set('hidden', { paused: true, muted: true }); // PauseStateChanged, AudioStateChanged {…, reason: 'hidden'}
 * ```
 */
export function createPlayState(emit: EmitEvent): PlayState {
  const holds: Record<Kind, Map<PlayStateReason, number>> = { paused: new Map(), muted: new Map() };
  let sentPause: { paused: boolean; reason: PlayStateReason } | null = null;
  let sentAudio: { muted: boolean; reason: PlayStateReason } | null = null;
  const active = (kind: Kind) => [...holds[kind].values()].some((count) => count > 0);

  function update(reason: PlayStateReason, counts: Partial<Record<Kind, (count: number) => number>>) {
    for (const kind of KINDS) {
      const next = counts[kind];
      if (!next) continue;
      const before = active(kind);
      holds[kind].set(reason, Math.max(0, next(holds[kind].get(reason) ?? 0)));
      const now = active(kind);
      if (now === before) continue;
      if (kind === 'paused') {
        sentPause = { paused: now, reason };
        emit('PauseStateChanged', sentPause);
      } else {
        sentAudio = { muted: now, reason };
        emit('AudioStateChanged', sentAudio);
      }
    }
  }
  const toCount = (on: boolean | undefined) => (on === undefined ? undefined : () => (on ? 1 : 0));

  return {
    get paused() {
      return active('paused');
    },
    get muted() {
      return active('muted');
    },
    set(reason, change) {
      update(reason, { paused: toCount(change.paused), muted: toCount(change.muted) });
    },
    holdAd() {
      update('ad', { paused: (n) => n + 1, muted: (n) => n + 1 });
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        update('ad', { paused: (n) => n - 1, muted: (n) => n - 1 });
      };
    },
    replay(send) {
      if (sentPause) send('PauseStateChanged', sentPause);
      if (sentAudio) send('AudioStateChanged', sentAudio);
    },
  };
}
