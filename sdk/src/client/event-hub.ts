import { EVENTS, STATE_EVENTS, type EventName } from '../protocol/names.js';
import type { PlayportListener, Unsubscribe } from './types.js';

/** Fans host events out to the game's listeners and remembers the last value of each state event. */
export interface EventHub {
  emit(name: string, payload: unknown): void;
  on<E extends EventName>(event: E, listener: PlayportListener<E>): Unsubscribe;
  clear(): void;
}

type Listener = (payload: unknown) => void;

// Null prototypes: a name like `constructor` must find neither listeners nor a last payload on
// Object.prototype.
const nullObject = <T>() => Object.create(null) as Record<string, T>;

export function createEventHub(): EventHub {
  let listeners = nullObject<Listener[] | undefined>();
  let last = nullObject<unknown>();

  return {
    emit(name, payload) {
      // The host validates what it pushes; the SDK still ignores names it does not know.
      if (!(EVENTS as readonly string[]).includes(name)) return;
      if ((STATE_EVENTS as readonly string[]).includes(name)) last[name] = payload;
      // Each listener on its own: one that throws must not stop the others, and its error is the
      // game's to see (rethrown asynchronously), never sent back to the host with its stack.
      for (const listener of listeners[name] ?? []) {
        try {
          listener(payload);
        } catch (err) {
          setTimeout(() => {
            throw err;
          });
        }
      }
    },
    on(event, listener) {
      const own = listener as Listener;
      (listeners[event] ??= []).push(own);
      if (event in last) own(last[event]);
      return () => {
        listeners[event] = listeners[event]?.filter((l) => l !== own);
      };
    },
    clear() {
      listeners = nullObject();
      last = nullObject();
    },
  };
}
