import { METHODS, SDK_BUILD, SDK_VERSION, UNKNOWN_METHOD_MESSAGE, type ErrorCodeValue } from '../protocol/names.js';
import type { GetInfoReply } from '../protocol/types.js';
import type { Send } from './create-client.js';
import { detectEnvironment } from './environment.js';
import { STANDALONE_RESULTS } from './standalone-results.js';

type Params = Partial<Record<'language' | 'hash' | 'text', string>>;

/** Makes the SDK's error; passed in so that the `<script>` build's lazily loaded part throws the same class. */
export type MakeError = (code: ErrorCodeValue, message: string) => Error;

/**
 * The transport of a page opened directly, outside any host: every method answers locally, so the
 * game still starts. The values are documented in the README ("Standalone mode").
 */
export function standaloneSend(win: Window, fail: MakeError): Send {
  return async (method, params) => {
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
      ? fail('NotSupported', `${method} needs a Playport host`)
      : fail('UnknownMethod', UNKNOWN_METHOD_MESSAGE);
  };
}
