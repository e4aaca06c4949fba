import { ErrorCode, METHODS, SDK_BUILD, SDK_VERSION, UNKNOWN_METHOD_MESSAGE } from '../protocol/names.js';
import type { GetInfoReply } from '../protocol/types.js';
import { PlayportError } from '../errors.js';
import { createClient } from './create-client.js';
import { detectEnvironment } from './environment.js';
import { createEventHub } from './event-hub.js';
import { STANDALONE_RESULTS } from './standalone-results.js';
import type { PlayportClient } from './types.js';

type Params = Partial<Record<'language' | 'hash' | 'text', string>>;

/**
 * A client for a page opened directly, outside any host: every method answers locally, so the game
 * still starts. The values are documented in the README ("Standalone mode").
 */
export function createStandaloneClient(win: Window): PlayportClient {
  const send = async (method: string, params: unknown) => {
    const p = (params ?? {}) as Params;
    switch (method) {
      case 'GetInfo':
        return {
          game: new URLSearchParams(win.location.search).get('game') || 'standalone',
          sdk: { version: SDK_VERSION, buildNumber: SDK_BUILD },
          environment: detectEnvironment(win.navigator),
          fxId: null,
          social: null,
        } satisfies GetInfoReply;
      case 'ChangeLanguage':
        return { language: p.language };
      case 'GetUrlHash':
        return { hash: win.location.hash.slice(1) };
      case 'SetUrlHash':
        win.location.hash = p.hash ?? '';
        return { hash: p.hash ?? '' };
      case 'WordsFilter':
        return { text: p.text ?? '', filtered: false };
    }
    const index = (METHODS as readonly string[]).indexOf(method);
    if (STANDALONE_RESULTS[index]) return structuredClone(STANDALONE_RESULTS[index]);
    throw index >= 0
      ? new PlayportError(ErrorCode.NotSupported, `${method} needs a Playport host`)
      : new PlayportError(ErrorCode.UnknownMethod, UNKNOWN_METHOD_MESSAGE);
  };
  return createClient('standalone', send, createEventHub(), win);
}
