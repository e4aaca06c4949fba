import { signedTokens } from '../yandex/yandex-signed.js';

/** One request the fake portal API received. */
export interface ApiRequest {
  path: string;
  body: Record<string, unknown>;
}

type Answer = unknown | ((body: Record<string, unknown>) => unknown);

/** Canned answers of the reference API, by path below `/api/v1`; tests override single routes. */
export const DEFAULT_API_ANSWERS: Record<string, Answer> = {
  '/auth/authenticate_from_social': { Token: 'portal-token', AccountId: 'acc-1' },
  '/store/create_payment': {
    TransactionId: 'order-1',
    OrderProduct: {
      Sku: 'gems_100',
      Price: 10,
      UsdPrice: 0.15,
      Currency: 'RUB',
      LocalizedProductName: 'Gems',
      LocalizedProductDescription: null,
      ImageUrl: null,
    },
    PersonalInfoRequirements: null,
    Telegram: { InvoiceUrl: 'https://t.me/$invoice-1' },
    FacebookGames: { ProductOgUrl: 'https://api.test/og/products/space/gems_100' },
    Odnoklassniki: { ExtraAttributes: '{"order":"order-1"}' },
    YandexGames: { StoreSpecificOrderProductSku: 'ya_gems_100' },
    FacebookInstantGames: { StoreSpecificOrderProductSku: 'fb_gems_100' },
    AbsoluteGames: { Token: 'ag-pay-token' },
    WizQ: { SecuredOrderId: 'wizq-secured-1' },
  },
  '/store/set-optimistic-order-status': null,
  // Grants every purchase token inside the signed data it is sent (not verified: a fake).
  '/yandexgames/purchase/space': (body: Record<string, unknown>) => ({
    TokenSuccesses: signedTokens(String(body.YandexSignedData)).map((PurchaseToken) => ({
      Success: true,
      PurchaseToken,
    })),
  }),
  '/fbinstant/purchase': { Success: true },
  '/fbgames/purchase': { Success: true },
  '/public_game_config/space': { GameSystemName: 'space', GameOrientation: 'Horizontal' },
  '/games/documents/list-with-versions': { Documents: [] },
  // The portal's services, which every adapter offers to a signed-in player.
  '/games/documents/list-latest-unaccepted-documents': { Documents: [] },
  '/games/documents/accepted': { Acceptances: [] },
  '/games/documents/accept': {
    Id: 'acc-doc-1',
    DocumentVersionId: 'tos-1',
    AccountId: 'acc-1',
    AcceptedAt: '2026-02-01T00:00:00.000Z',
  },
  '/support/send-message': { TicketId: 'ticket-1' },
  '/cross-play/events/rules': [{ Code: 'win', Filter1: null, Filter2: null, Filter3: null }],
  '/cross-play/events/send': null,
  '/analytics/track': null,
  '/friends/get': {
    Friends: [
      {
        FriendAccountId: 'acc-ann',
        GameId: 'space',
        Game: 'space',
        InThisGame: true,
        LastUpdatedAt: '2026-01-01T00:00:00.000Z',
        Name: 'Ann',
        Status: null,
      },
    ],
  },
  '/store/store_data': { Game: 'space', Currency: 'USD', Products: [], Prices: {} },
  // The ledger of restored purchases: empty, and any id consumed (tests that need state pass their own).
  '/store/get_purchases': { Purchases: [] },
  '/store/consume_purchase': (body: Record<string, unknown>) => ({
    TransactionId: body.TransactionId,
    Sku: 'gems_100',
    ConsumedAt: '2026-02-01T00:00:00.000Z',
  }),
  // The signed-in account, as `POST /profile` answers it; MarketingEnabled is its consent.
  '/profile': {
    AccountId: 'acc-1',
    Name: null,
    Email: null,
    MarketingEnabled: true,
    Locale: 'en',
    GeoCountry: null,
    Guest: false,
    HasEmail: false,
    EmailValidated: false,
    HasCompletedOrder: false,
    ConnectedGames: [],
  },
};

/** A problem-details answer with the given status, as the reference API fails. */
export const problem = (status: number, title = 'Boom', detail?: string) =>
  new Response(JSON.stringify({ title, status, ...(detail === undefined ? {} : { detail }) }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** A fetch that plays the reference API: records each request and answers from `answers`. */
export function fakeApi(overrides: Record<string, Answer> = {}) {
  const answers = { ...DEFAULT_API_ANSWERS, ...overrides };
  const requests: ApiRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    requests.push({ path, body });
    const answer = answers[path];
    if (answer === undefined)
      return new Response('{"title":"Not Found"}', { status: 404, headers: { 'content-type': 'application/json' } });
    const value = typeof answer === 'function' ? (answer as (b: Record<string, unknown>) => unknown)(body) : answer;
    // A fresh copy per request: a retried read gets the same answer again.
    if (value instanceof Response) return value.clone();
    if (value === null) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch, requests, of: (path: string) => requests.filter((r) => r.path === path) };
}
