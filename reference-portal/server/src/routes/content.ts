import { type Handler, Hono } from 'hono';
import { desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { infoContract as contract, routerPath } from '@playport/api-contract';
import { news, newsMessages, referralClicks } from '../db/schema';
import { forbidden, unauthorized } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { optionalAccount } from '../http/optional-account';
import { readJson, readParams, readQuery } from '../http/validate';
import { findAccountIdBySocial, ownsSocialIdentifier } from '../services/accounts';
import { requireGame } from '../services/games';
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

  app.post(routerPath(contract.news.route), async (c) => {
    const { db } = c.get('deps');
    const body = await readJson(c, contract.news.body);
    const items = await db
      .select()
      .from(news)
      .where(or(eq(news.game, body.GameSystemName), isNull(news.game)))
      .orderBy(desc(news.createdAt));
    const messages = items.length
      ? await db
          .select()
          .from(newsMessages)
          .where(
            inArray(
              newsMessages.newsId,
              items.map((n) => n.id),
            ),
          )
      : [];
    const News = items
      .map((n) => {
        const all = messages.filter((m) => m.newsId === n.id);
        const localized = all.filter((m) => m.locale === body.Locale);
        const chosen = localized.length ? localized : all.filter((m) => m.locale === 'en');
        return {
          Id: String(n.id),
          CreatedAt: n.createdAt.toISOString(),
          Messages: chosen.map((m) => ({ Locale: m.locale, Header: m.header, Message: m.message })),
          Priority: n.priority,
          Link: n.link,
          IconUrl: n.iconUrl,
          ImageUrl: n.imageUrl,
          Tags: n.tags,
        };
      })
      .filter((n) => n.Messages.length > 0)
      .sort((a, b) => PRIORITY_ORDER.indexOf(a.Priority) - PRIORITY_ORDER.indexOf(b.Priority));
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ News });
  });

  app.get(routerPath(contract.checkAccountExistsBySocialIdentifier.route), async (c) => {
    const p = readParams(c, contract.checkAccountExistsBySocialIdentifier.params);
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
      return c.json({ Exists: true, Type: p.SocialIdentifierType });
    }
    const accountId = await findAccountIdBySocial(deps.db, p.SocialIdentifierType, p.SocialIdentifier);
    return c.json({ Exists: accountId !== null, Type: p.SocialIdentifierType });
  });

  const go =
    (redirect: boolean): Handler<AppEnv> =>
    async (c) => {
      const deps = c.get('deps');
      const q = readQuery(c, contract.go.query);
      const target = requireSafeRedirect(q.url, redirectPolicy(deps.config), 'url');
      await deps.db.insert(referralClicks).values({ url: target, fxref: q.fxref ?? null, type: q.type ?? null });
      if (!redirect) return c.json({ RedirectUri: target });
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(target, 302);
    };
  app.get(routerPath(contract.goUrl.route), go(true));
  app.post(routerPath(contract.go.route), go(false));

  return app;
}
