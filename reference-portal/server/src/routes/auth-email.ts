import { Hono } from 'hono';
import { authContract, inviteContract } from '@playport/api-contract';
import { ApiError, ErrorCode, authErrorFields, unauthorized } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv, Deps } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { optionalAccount } from '../http/optional-account';
import { getAccount } from '../services/accounts';
import { createFriendInvite } from '../services/friend-invites';
import { requireGame } from '../services/games';
import { consumeMagicLink, issueMagicLink } from '../services/magic-links';
import { redirectPolicy, requireSafeRedirect } from '../services/redirects';
import { passSignInMailGate } from '../services/sign-in-mail-gate';

const { emailInvite } = inviteContract;

/**
 * Magic-link sign-in: the request (`/invite/email_invite`) and the spend (`/auth/authenticate_from_email_invite`).
 * With `InviteFriend` the same request, made by a signed-in player, mails that player's friend invite link.
 */
export function authEmailRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, emailInvite, async (c, { body }) => {
    const deps = c.get('deps');
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    const email = body.Email.trim().toLowerCase();
    const sender = body.InviteFriend ? await optionalAccount(c) : null;
    if (body.InviteFriend && !sender) throw unauthorized('Sign in to invite a friend by e-mail');
    await passSignInMailGate(deps, { captcha: body.CaptchaResult, ip, email });
    if (body.GameSystemName) await requireGame(deps.db, body.GameSystemName);
    if (sender) {
      await mailFriendInvite(deps, sender, email, body.GameSystemName ?? null);
      return { Token: null };
    }
    const redirectUri = body.RedirectUri
      ? requireSafeRedirect(body.RedirectUri, redirectPolicy(deps.config), 'RedirectUri')
      : undefined;
    await issueMagicLink(deps, { email, game: body.GameSystemName ?? undefined, redirectUri });
    return { Token: null };
  });

  implement(app, authContract.authenticateFromEmailInvite, async (c, input) => {
    const deps = c.get('deps');
    const { InviteToken } = input.body;
    const result = await consumeMagicLink(deps, InviteToken);
    if (!result) {
      const message = 'The sign-in link is invalid, used or expired';
      throw new ApiError(400, ErrorCode.InvalidToken, message, {
        Success: false,
        Error: { Message: message, ErrorCode: 'InvalidToken' },
        Token: null,
        RedirectUri: null,
        ...authErrorFields('InvalidInviteToken', message),
      });
    }
    return {
      Success: true,
      Error: null,
      Token: result.token,
      RedirectUri: result.redirectUri ?? null,
      AccountId: result.accountId,
    };
  });

  return app;
}

/** Mails the sender's new friend invite link to `email`. */
async function mailFriendInvite(deps: Deps, senderId: string, email: string, game: string | null): Promise<void> {
  const sender = await getAccount(deps.db, senderId);
  const invite = await createFriendInvite(deps.db, senderId, game, deps.clock(), deps.config.PUBLIC_URL);
  const who = sender.name || sender.email || 'A player';
  await deps.mailer.send({
    to: email,
    subject: `${who} invites you to be friends on Playport`,
    text: `${who} invites you to be friends on Playport. Open this link, sign in and accept; it works once and expires in 7 days:\n\n${invite.url}\n\nIf you do not know the sender, ignore this mail.`,
    link: invite.url,
  });
}
