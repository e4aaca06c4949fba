import { type Context, Hono } from 'hono';
import { type NewsPriority, infoContract as contract } from '@playport/api-contract';
import { forbidden, unauthorized } from '../http/api-error';
import { type ImplementInput, implement, implementRaw } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { optionalAccount } from '../http/optional-account';
import { findAccountIdBySocial, ownsSocialIdentifier } from '../services/accounts';
import { requireGame } from '../services/games';
import { newsOf, recordReferralClick } from '../services/news';
import { RATE_RULES, hitRateLimit } from '../services/rate-limit';
import { redirectPolicy, requireSafeRedirect } from '../services/redirects';

/**
 * Identifier types whose value is a person's own data: whether an account has one is answered only for
 * the caller's own (nobody may probe someone else's address), and never to an anonymous caller.
 */
const PERSONAL_IDENTIFIERS = new Set(['email', 'phone', 'phonenumber']);
const OWN_IDENTIFIERS_ONLY = 'Personal identifiers (e-mail, phone) are looked up only for your own account';

const PRIORITY_ORDER = ['Critical', 'Alert', 'News', 'Info', 'Update', 'Low'];

/** News, the account look-up and the referral redirect. */
export function contentRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.news, async (c, { body }) => {
    const { db } = c.get('deps');
    const { items, messages } = await newsOf(db, body.GameSystemName);
    const News = items
      .map((n) => {
        const all = messages.filter((m) => m.newsId === n.id);
        const localized = all.filter((m) => m.locale === body.Locale);
        const chosen = localized.length ? localized : all.filter((m) => m.locale === 'en');
        return {
          Id: String(n.id),
          CreatedAt: n.createdAt.toISOString(),
          Messages: chosen.map((m) => ({ Locale: m.locale, Header: m.header, Message: m.message })),
          Priority: n.priority as NewsPriority,
          Link: n.link,
          IconUrl: n.iconUrl,
          ImageUrl: n.imageUrl,
          Tags: n.tags,
        };
      })
      .filter((n) => n.Messages.length > 0)
      .sort((a, b) => PRIORITY_ORDER.indexOf(a.Priority) - PRIORITY_ORDER.indexOf(b.Priority));
    c.header('Cache-Control', 'public, max-age=300');
    return { News };
  });

  implement(app, contract.checkAccountExistsBySocialIdentifier, async (c, input) => {
    const p = input.params;
    const deps = c.get('deps');
    const caller = await optionalAccount(c);
    const personal = PERSONAL_IDENTIFIERS.has(p.SocialIdentifierType.toLowerCase());
    if (!caller && personal) {
      throw unauthorized(`Looking up ${p.SocialIdentifierType} identifiers needs a signed-in account`);
    }
    await hitRateLimit(
      deps.db,
      `lookup:${caller ? `account:${caller}` : `ip:${clientIp(c, deps.config.TRUST_PROXY)}`}`,
      RATE_RULES.accountLookupPerCaller,
      deps.clock(),
    );
    await requireGame(deps.db, p.Game);
    if (caller && personal) {
      // The same refusal whether or not another account has it: the answer tells nothing about others.
      if (!(await ownsSocialIdentifier(deps.db, caller, p.SocialIdentifierType, p.SocialIdentifier)))
        throw forbidden(OWN_IDENTIFIERS_ONLY);
      return { Exists: true, Type: p.SocialIdentifierType };
    }
    const accountId = await findAccountIdBySocial(deps.db, p.SocialIdentifierType, p.SocialIdentifier);
    return { Exists: accountId !== null, Type: p.SocialIdentifierType };
  });

  // Both forms of /go record the click on a checked target; one redirects to it, the other answers it.
  const click = async (c: Context<AppEnv>, q: ImplementInput<typeof contract.go>['query']) => {
    const deps = c.get('deps');
    const target = requireSafeRedirect(q.url, redirectPolicy(deps.config), 'url');
    await recordReferralClick(deps.db, { url: target, fxref: q.fxref ?? null, type: q.type ?? null });
    return target;
  };
  implementRaw(app, contract.goUrl, async (c, { query }) => {
    const target = await click(c, query);
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(target, 302);
  });
  implement(app, contract.go, async (c, { query }) => ({ RedirectUri: await click(c, query) }));

  return app;
}
