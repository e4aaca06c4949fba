import { safeEqual } from '../services/tokens';
import { toParams } from './crypto';
import { type PlatformIdentity, invalidSignature } from './identity';
import { okSig } from './sign-ok';

export function verifyOk(launchParams: string, secret: string): PlatformIdentity {
  const params = toParams(launchParams);
  const sig = params.get('sig')?.toLowerCase();
  const userId = params.get('logged_user_id');
  if (!sig || !userId) throw invalidSignature('OK', 'sig or logged_user_id missing');
  if (!safeEqual(sig, okSig(Object.fromEntries(params), secret))) throw invalidSignature('OK');
  return { type: 'Odnoklassniki', id: userId };
}
