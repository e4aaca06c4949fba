import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webPush from 'web-push';
import { DEFAULT_DATA_DIR } from '../db/open-database';

/** The VAPID identity push messages are signed with (base64url keys, a mailto: or https: subject). */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

/** The settings {@link resolveVapidKeys} reads. */
export interface VapidSettings {
  readonly MODE: 'local' | 'production';
  readonly DATA_DIR?: string | undefined;
  readonly VAPID_PUBLIC_KEY?: string | undefined;
  readonly VAPID_PRIVATE_KEY?: string | undefined;
  readonly VAPID_SUBJECT: string;
}

/** Where local mode keeps its generated pair: `{DATA_DIR}/vapid.json`. */
export const vapidFile = (settings: Pick<VapidSettings, 'DATA_DIR'>) =>
  join(settings.DATA_DIR ?? DEFAULT_DATA_DIR, 'vapid.json');

/**
 * The configured VAPID keys; in local mode without them, a pair generated once and kept in the
 * data directory so subscriptions survive restarts. Production without keys has no web push (null).
 */
export function resolveVapidKeys(settings: VapidSettings): VapidKeys | null {
  const subject = settings.VAPID_SUBJECT;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = settings;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    if (byteLength(publicKey) !== 65)
      throw new Error('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes)');
    if (byteLength(privateKey) !== 32)
      throw new Error('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)');
    return { publicKey, privateKey, subject };
  }
  if (settings.MODE !== 'local') return null;
  const file = vapidFile(settings);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const pair = webPush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(pair, null, 2), { mode: 0o600 });
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
}

function byteLength(base64url: string): number {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(base64url) ? Buffer.from(base64url, 'base64url').length : -1;
}
