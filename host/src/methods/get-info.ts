import { SDK_BUILD, SDK_VERSION, type GetInfoReply } from '@playport/sdk/protocol';
import { readEnvironment } from './read-environment.js';
import type { UserInfoSource } from './user-info.js';

/**
 * The `GetInfo` handler: the game's name, the SDK version, the environment (read fresh on every
 * call, since the safe area changes with rotation), the portal account and the platform identity.
 *
 * @example
 * ```ts
 * const getInfo = createGetInfo({ game: 'space-shooter', window, userInfo });
 * ```
 */
export function createGetInfo(deps: { game: string; window: Window; userInfo: UserInfoSource }) {
  return async (): Promise<GetInfoReply> => {
    const { fxId, social } = await deps.userInfo();
    return {
      game: deps.game,
      sdk: { version: { major: SDK_VERSION.major, minor: SDK_VERSION.minor }, buildNumber: SDK_BUILD },
      environment: readEnvironment(deps.window),
      fxId,
      social,
    };
  };
}
