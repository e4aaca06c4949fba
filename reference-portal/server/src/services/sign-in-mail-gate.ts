import { ApiError, ErrorCode, authErrorFields } from '../http/api-error';
import type { Deps } from '../http/app-env';
import { RATE_RULES, hitRateLimit, requireRateLimitRoom } from './rate-limit';
import { verifyTurnstile } from './turnstile';

const ROBOT_CHECK_FAILED = 'Robot check error. Try again.';
const TOO_MANY_FAILURES = 'Too many failed robot checks from this address, try again later';

export interface SignInMailRequest {
  /** The Turnstile response token the client sent. */
  readonly captcha: string | null | undefined;
  /** The client address (`clientIp`). */
  readonly ip: string;
  /** The address the mail goes to, trimmed and lower-case. */
  readonly email: string;
}

/**
 * What every request that mails a sign-in secret (a magic link, an e-mail code) passes before the mail
 * is sent: the robot check, then one budget of such mails per address and one per client address.
 * Failed robot checks are counted per client address; once they use up their window the address is
 * refused (429) without asking siteverify. The mail budgets count only requests that passed the robot
 * check, so junk requests cannot lock an e-mail out.
 */
export async function passSignInMailGate(deps: Deps, req: SignInMailRequest): Promise<void> {
  const { db, config, fetch } = deps;
  const now = deps.clock();
  const failures = `robot:failed:ip:${req.ip}`;
  const failureRule = RATE_RULES.robotCheckFailuresPerIp;
  await requireRateLimitRoom(db, failures, failureRule, now, TOO_MANY_FAILURES);
  if (!(await verifyTurnstile(req.captcha ?? '', req.ip, config, fetch))) {
    await hitRateLimit(db, failures, failureRule, now, TOO_MANY_FAILURES);
    throw new ApiError(
      400,
      ErrorCode.RobotCheckFailed,
      ROBOT_CHECK_FAILED,
      authErrorFields('RobotCheckFailed', ROBOT_CHECK_FAILED),
    );
  }
  await hitRateLimit(db, `mail:ip:${req.ip}`, { ...RATE_RULES.signInMailPerIp, limit: config.MAGIC_LINKS_PER_IP }, now);
  await hitRateLimit(db, `mail:email:${req.email}`, RATE_RULES.signInMailPerEmail, now);
}
