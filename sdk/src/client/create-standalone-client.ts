import { PlayportError } from '../errors.js';
import { createClient } from './create-client.js';
import { createEventHub } from './event-hub.js';
import { standaloneSend } from './standalone-send.js';
import type { PlayportClient } from './types.js';

/** A client for a page opened directly, outside any host (see {@link standaloneSend}). */
export function createStandaloneClient(win: Window): PlayportClient {
  return createClient(
    'standalone',
    standaloneSend(win, (code, message) => new PlayportError(code, message)),
    createEventHub(),
    win,
  );
}
