import { Hono } from 'hono';
import { authContract as contract } from '@playport/api-contract';
import { implement, preparedReply } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { verifyFacebookPlayer } from '../platforms/verify-facebook';
import { verifyFirebase } from '../platforms/verify-firebase';
import { invalidSignature } from '../platforms/identity';
import { platformSecret, requireSignIn } from '../platforms/platform-secrets';
import { vkOpenApiSig } from '../platforms/sign-vk-openapi';
import { pickPlatform, verifySocial } from '../platforms/verify-social';
import { issueSession } from '../services/sessions';
import { ensureConnectedGame, firstSocialIdentifier } from '../services/accounts';
import { requireGame } from '../services/games';
import { importPlatformFriends } from '../services/platform-friends';
import { signInIdentity } from '../services/sign-in';
import { consumeTempToken, createTempToken } from '../services/temp-tokens';
import { safeEqual } from '../crypto/tokens';

/**
 * Sign-in with what a platform signed: the social blocks, VK OpenAPI, Firebase and the Facebook canvas POST.
 * A VK, OK or Facebook sign-in also makes the player's platform friends with portal accounts friends here.
 */
export function authSocialRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.authenticateFromSocial, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    const platform = pickPlatform(body.Social, body);
    if (platform === 'FxId') {
      const temp = await consumeTempToken(deps.db, body.FxId!.LoginCode, deps.clock());
      if (!temp) throw invalidSignature('FxId', 'login code is invalid, used or expired');
      await ensureConnectedGame(deps.db, temp.accountId, body.Game);
      const Token = await issueSession(deps.db, temp.accountId, deps.clock());
      const first = await firstSocialIdentifier(deps.db, temp.accountId);
      return {
        Token,
        AccountId: temp.accountId,
        SocialIdentifier: first ? { Type: first.type, Id: first.externalId } : null,
      };
    }
    const identity = await verifySocial(platform, body, deps.config, deps.clock(), body.SessionId, deps.fetch);
    const result = await signInIdentity(deps, identity, { game: body.Game, locale: body.Locale });
    await importPlatformFriends(deps, result.AccountId, platform, body, identity);
    return {
      Token: result.Token,
      AccountId: result.AccountId,
      SocialIdentifier: { Type: identity.type, Id: identity.id },
    };
  });

  implement(app, contract.authenticateFromVkontakteComOpenApi, async (c, input) => {
    const deps = c.get('deps');
    const { Game, User } = input.body;
    await requireGame(deps.db, Game);
    requireSignIn(deps.config, 'VkontakteCom');
    const expected = vkOpenApiSig(
      { expire: String(User.Expire), mid: User.Mid, secret: User.Secret, sid: User.Sid },
      platformSecret(deps.config, 'VkontakteCom'),
    );
    if (!safeEqual(User.Sig.toLowerCase(), expected)) throw invalidSignature('VK');
    if (User.Expire * 1000 < deps.clock().getTime()) throw invalidSignature('VK', 'session expired');
    const name = [User.FirstName, User.LastName].filter(Boolean).join(' ');
    const result = await signInIdentity(deps, { type: 'VkontakteCom', id: User.Mid, name }, { game: Game });
    return { Token: result.Token, AccountId: result.AccountId };
  });

  implement(app, contract.authenticateFromFirebase, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.GameSystemName);
    const identity = await verifyFirebase(body.Token, deps.config, deps.clock());
    // A sign-in may grant marketing consent but never withdraws it: that is the profile's switch.
    const result = await signInIdentity(deps, identity, {
      game: body.GameSystemName,
      marketing: body.MarketingEnabled || undefined,
    });
    return { Token: result.Token, AccountId: result.AccountId };
  });

  implement(app, contract.authenticateFromFacebookGames, async (c, input) => {
    const deps = c.get('deps');
    const { Game } = input.params;
    const form = input.body;
    await requireGame(deps.db, Game);
    requireSignIn(deps.config, 'FacebookGames');
    const identity = verifyFacebookPlayer(form.SignedRequest, platformSecret(deps.config, 'FacebookGames'), false);
    const locale = form.FbLocale?.slice(0, 2);
    const result = await signInIdentity(deps, identity, { game: Game, locale });
    await importPlatformFriends(
      deps,
      result.AccountId,
      'FacebookGames',
      { FacebookGames: { SignedRequest: form.SignedRequest } },
      identity,
    );
    if ((c.req.header('accept') ?? '').includes('application/json')) {
      return { Token: result.Token, AccountId: result.AccountId };
    }
    // Facebook POSTs the canvas page itself: answer with the player, signed in through a login code.
    const code = await createTempToken(deps.db, result.AccountId, {}, deps.clock());
    const target = new URL(`/play/${encodeURIComponent(Game)}/iframe/fbgames`, deps.config.PUBLIC_URL);
    target.searchParams.set('loginCode', code);
    return preparedReply(c.redirect(target.href, 303));
  });

  return app;
}
