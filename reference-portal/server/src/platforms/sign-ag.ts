import { md5Hex } from '../crypto/digests';

/** Absolute Games `auth_key`: MD5 of `app_id_player_id_secret`. */
export function agAuthKey(appId: string, playerId: string, secret: string): string {
  return md5Hex(`${appId}_${playerId}_${secret}`);
}
