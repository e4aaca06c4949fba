/**
 * Origins of Xsolla's Pay Station (live and sandbox), the only pages whose messages the Xsolla
 * driver reads. The widget itself checks only `event.source`, so the host adds this check.
 */
export const XSOLLA_ORIGINS = Object.freeze(['https://secure.xsolla.com', 'https://sandbox-secure.xsolla.com']);

/**
 * Origins of the money.mail.ru (VK Pay) pay window: the main site, its mobile site and the card
 * gateway. Its browser protocol is not public, so the list is exact rather than a wildcard.
 */
export const MONEY_MAIL_RU_ORIGINS = Object.freeze([
  'https://money.mail.ru',
  'https://m.money.mail.ru',
  'https://cpg.money.mail.ru',
]);

/** Providers whose pages talk to the host by `postMessage`. */
export type MessagingProvider = 'xsolla' | 'moneyMailRu' | 'cardForm';

/** Which origins each messaging provider may post from. */
export type AllowedOrigins = Readonly<Record<MessagingProvider, readonly string[]>>;

/**
 * The provider origins plus `extra` (the local simulators' origin in local mode). The card form is
 * the portal's own page, so its origin comes only from `extra.cardForm` or the payment result.
 *
 * @example
 * ```ts
 * createAllowedOrigins({ xsolla: ['http://localhost:8789'] });
 * ```
 */
export function createAllowedOrigins(
  extra: Partial<Record<MessagingProvider, readonly string[]>> = {},
): AllowedOrigins {
  return Object.freeze({
    xsolla: Object.freeze([...XSOLLA_ORIGINS, ...(extra.xsolla ?? [])]),
    moneyMailRu: Object.freeze([...MONEY_MAIL_RU_ORIGINS, ...(extra.moneyMailRu ?? [])]),
    cardForm: Object.freeze([...(extra.cardForm ?? [])]),
  });
}

/** True when `origin` is exactly one of `allowed`. */
export const isAllowedOrigin = (allowed: readonly string[], origin: string) => allowed.includes(origin);
