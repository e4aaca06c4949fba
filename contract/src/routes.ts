/** HTTP methods the reference API uses. */
export type HttpMethod = 'GET' | 'POST';

/**
 * One operation of the reference API. Paths are relative to `/api/v1` and keep the spec's
 * placeholders (`{Game}`); the client and the reference server both read this table.
 *
 * @example `API_ROUTES.store.createPayment // { method: 'POST', path: '/store/create_payment', auth: true, … }`
 */
export interface ApiRoute {
  /** `area.name`, the client method that calls it. */
  readonly operation: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** The spec marks it (auth): the bearer token is sent. */
  readonly auth: boolean;
  readonly body: 'none' | 'json' | 'form';
  /** `void`: the answer is not read; `url`: the client only builds the URL (a browser navigation). */
  readonly response: 'json' | 'text' | 'void' | 'url';
  /** Sending it twice does what sending it once does (every GET, and the POSTs that only read): the client retries it. */
  readonly idempotent: boolean;
}

type Flag = 'auth' | 'form' | 'nobody' | 'text' | 'void' | 'url' | 'read';
type RouteSpec = Omit<ApiRoute, 'operation'>;

function route(method: HttpMethod, path: string, flags: Flag[]): RouteSpec {
  const has = (f: Flag) => flags.includes(f);
  return {
    method,
    path,
    auth: has('auth'),
    body: method === 'GET' || has('nobody') ? 'none' : has('form') ? 'form' : 'json',
    response: has('void') ? 'void' : has('url') ? 'url' : has('text') ? 'text' : 'json',
    idempotent: method === 'GET' || has('read'),
  };
}

const get = (path: string, ...flags: Flag[]) => route('GET', path, flags);
const post = (path: string, ...flags: Flag[]) => route('POST', path, flags);

function area<T extends Record<string, RouteSpec>>(name: string, specs: T): { readonly [K in keyof T]: ApiRoute } {
  const out: Record<string, ApiRoute> = {};
  for (const [key, spec] of Object.entries(specs)) out[key] = Object.freeze({ operation: `${name}.${key}`, ...spec });
  return Object.freeze(out) as { readonly [K in keyof T]: ApiRoute };
}

const LAUNCHER = '/ftl_integration/{Game}/launcher';

/** Every operation of section 7 of both specs, by client area. */
export const API_ROUTES = Object.freeze({
  auth: area('auth', {
    authenticateFromEmailInvite: post('/auth/authenticate_from_email_invite'),
    authenticateFromFacebookGames: post('/auth/authenticate_from_facebook_games/{Game}', 'form'),
    authenticateFromFirebase: post('/auth/authenticate_from_firebase'),
    authenticateFromGame: post('/auth/authenticate_from_game'),
    authenticateFromImport: post('/auth/authenticate_from_import'),
    authenticateFromSocial: post('/auth/authenticate_from_social'),
    authenticateFromTempToken: post('/auth/authenticate_from_temp_token'),
    authenticateFromVkontakteComOpenApi: post('/auth/authenticate_from_vkontaktecom_openapi'),
    authenticateToFxIdAdapterForExternalId: post('/auth/authenticate_to_fxid_adapter_for_external_id'),
    authenticateToFxId: post('/auth/authenticate_to_fxid', 'auth'),
    authenticateWithExternalId: post('/auth/authenticate_with_external_id/{Game}'),
    createTempToken: post('/auth/create_temp_token', 'auth'),
    logout: get('/auth/logout', 'auth', 'void'),
    myGamesInfo: post('/auth/oauth/mygames/info'),
    myGamesTransfer: post('/auth/oauth/mygames/transfer'),
    twitchConnect: post('/auth/twitch/connect', 'auth'),
    twitchRefreshToken: post('/auth/twitch/refresh_token', 'auth'),
    validateExternalIdAuthGameAccessToken: post('/auth/validate-external-id-auth-game-access-token'),
    oauthUserInfo: get('/auth/oauth/userinfo/{Game}'),
    oauthUserInfoPost: post('/auth/oauth/userinfo/{Game}', 'nobody'),
  }),
  store: area('store', {
    createPayment: post('/store/create_payment', 'auth'),
    createPaymentWithRedirectUrl: get('/store/create_payment_with_redirect/{Game}/{Sku}', 'url'),
    updateOrderPersonalInfo: post('/store/update-order-pi', 'auth', 'void'),
    continueRedirectWithPersonalInfo: post('/store/continue_redirect_with_pi'),
    setOptimisticOrderStatus: post('/store/set-optimistic-order-status', 'auth', 'void'),
    getPaymentStatus: post('/store/get_payment_status', 'auth', 'read'),
    merchantPaymentCompleted: post('/store/merchant_payment_completed'),
    checkBuyProducts: post('/store/check-buy-products', 'auth', 'read'),
    storeAvailability: post('/store/store_availability', 'read'),
    storeData: post('/store/store_data', 'read'),
    aghanimPaymentStatus: get('/store/aghanim/payment/status'),
  }),
  bank131: area('bank131', {
    paymentForm: get('/bank131/payment_form/{Token}'),
    payWithCard: post('/bank131/pay_with_card/{Token}', 'auth'),
    checkPayment: post('/bank131/check_payment/{Token}', 'read'),
    payWithSbp: post('/bank131/pay_with_sbp'),
  }),
  native: area('native', {
    validateInApp: post('/native/inapp/validate/{Game}'),
    status: get('/native/status'),
  }),
  yandexGames: area('yandexGames', {
    purchase: post('/yandexgames/purchase/{Game}', 'auth'),
    redeemBonus: post('/yandexgames/redeem-bonus', 'auth'),
  }),
  fbInstant: area('fbInstant', {
    purchase: post('/fbinstant/purchase', 'auth'),
  }),
  fbGames: area('fbGames', {
    purchase: post('/fbgames/purchase', 'auth'),
  }),
  play: area('play', {
    chooseGame: post('/play/choose_game'),
    indexHtml: get('/play/index_html', 'text'),
    game: get('/play/{Game}', 'auth'),
    list: get('/play/{Game}/list', 'auth'),
  }),
  games: area('games', {
    publicGameConfig: get('/public_game_config/{Game}'),
    list: post('/games/list', 'read'),
    listWithConfigs: post('/games/list_with_configs', 'read'),
    manifest: get('/manifest/{Game}'),
  }),
  info: area('info', {
    news: post('/info/news', 'read'),
    checkAccountExistsBySocialIdentifier: get(
      '/info/check_account_exists_by_social_identifier/{Game}/{SocialIdentifierType}/{SocialIdentifier}',
    ),
    goUrl: get('/go', 'url'),
    go: post('/go', 'nobody'),
  }),
  documents: area('documents', {
    listWithVersions: post('/games/documents/list-with-versions', 'read'),
    accept: post('/games/documents/accept', 'auth'),
    accepted: post('/games/documents/accepted', 'auth', 'read'),
    listLatestUnacceptedDocuments: post('/games/documents/list-latest-unaccepted-documents', 'auth', 'read'),
  }),
  profile: area('profile', {
    get: post('/profile', 'auth', 'read'),
    update: post('/profile/update', 'auth'),
    marketing: post('/profile/marketing', 'auth'),
    fetchFxIdGameConnection: post('/profile/fetch_fxid_game_connection', 'auth'),
  }),
  friends: area('friends', {
    get: post('/friends/get', 'auth', 'read'),
    sendInviteNotification: post('/friends/send_invite_notification', 'auth'),
    status: post('/friends/status', 'auth', 'void'),
    createInvite: post('/friends/create_invite', 'auth'),
  }),
  invite: area('invite', {
    connectFromGame: post('/invite/connect_from_game'),
    emailInvite: post('/invite/email_invite', 'auth'),
    status: post('/invite/status', 'read'),
    updateConnectGameInvite: post('/invite/update_connect_game_invite', 'auth'),
    friendInvite: post('/invite/friend_invite', 'read'),
    acceptFriendInvite: post('/invite/accept_friend_invite', 'auth'),
  }),
  pushTokens: area('pushTokens', {
    save: post('/push_tokens/save', 'auth', 'void'),
  }),
  support: area('support', {
    sendMessage: post('/support/send-message', 'auth'),
  }),
  crossPlay: area('crossPlay', {
    rules: get('/cross-play/events/rules', 'auth'),
    myQuests: get('/cross-play/quests/my', 'auth'),
    sendEvent: post('/cross-play/events/send', 'auth', 'void'),
  }),
  dataConnections: area('dataConnections', {
    get: post('/data-connections/get', 'auth', 'read'),
  }),
  wizq: area('wizq', {
    proxyRequest: post('/wizq/proxyRequestHandler/{Game}', 'form'),
  }),
  launcher: area('launcher', {
    activateKey: post(`${LAUNCHER}/activate_key`, 'auth'),
    availableBranches: get(`${LAUNCHER}/available_branches`, 'auth'),
    downloadDirectUrl: get(`${LAUNCHER}/download_direct`, 'url'),
    downloadUrl: get(`${LAUNCHER}/download/{SessionId}`, 'url'),
    requestDownload: post(`${LAUNCHER}/request_download`),
    manifest: get(`${LAUNCHER}/manifest/{Branch}`, 'auth'),
  }),
  analytics: area('analytics', {
    track: post('/analytics/track', 'void'),
  }),
});

/** The client areas, as named in {@link API_ROUTES}. */
export type ApiArea = keyof typeof API_ROUTES;
