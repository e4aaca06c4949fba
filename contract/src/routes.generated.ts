// Generated from the operations in contract/src by scripts/api-routes.ts: edit an operation and run
// `npm run openapi:update`.
import { get, post, routeArea } from './route.js';

/** Every operation's route, by client area: the operations of the contract without their schemas. */
export const API_ROUTES = Object.freeze({
  analytics: routeArea('analytics', {
    track: post('/analytics/track', 'void'),
  }),
  auth: routeArea('auth', {
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
  bank131: routeArea('bank131', {
    paymentForm: get('/bank131/payment_form/{Token}'),
    payWithCard: post('/bank131/pay_with_card/{Token}', 'auth'),
    checkPayment: post('/bank131/check_payment/{Token}', 'read'),
    payWithSbp: post('/bank131/pay_with_sbp'),
  }),
  crossPlay: routeArea('crossPlay', {
    rules: get('/cross-play/events/rules', 'auth'),
    myQuests: get('/cross-play/quests/my', 'auth'),
    sendEvent: post('/cross-play/events/send', 'auth', 'void'),
  }),
  dataConnections: routeArea('dataConnections', {
    get: post('/data-connections/get', 'auth', 'read'),
  }),
  documents: routeArea('documents', {
    listWithVersions: post('/games/documents/list-with-versions', 'read'),
    accept: post('/games/documents/accept', 'auth'),
    accepted: post('/games/documents/accepted', 'auth', 'read'),
    listLatestUnacceptedDocuments: post('/games/documents/list-latest-unaccepted-documents', 'auth', 'read'),
  }),
  fbGames: routeArea('fbGames', {
    purchase: post('/fbgames/purchase', 'auth'),
  }),
  fbInstant: routeArea('fbInstant', {
    purchase: post('/fbinstant/purchase', 'auth'),
  }),
  friends: routeArea('friends', {
    get: post('/friends/get', 'auth', 'read'),
    sendInviteNotification: post('/friends/send_invite_notification', 'auth'),
    status: post('/friends/status', 'auth', 'void'),
    createInvite: post('/friends/create_invite', 'auth'),
  }),
  games: routeArea('games', {
    publicGameConfig: get('/public_game_config/{Game}'),
    list: post('/games/list', 'read'),
    listWithConfigs: post('/games/list_with_configs', 'read'),
    manifest: get('/manifest/{Game}'),
  }),
  info: routeArea('info', {
    news: post('/info/news', 'read'),
    checkAccountExistsBySocialIdentifier: get(
      '/info/check_account_exists_by_social_identifier/{Game}/{SocialIdentifierType}/{SocialIdentifier}',
    ),
    goUrl: get('/go', 'url'),
    go: post('/go', 'nobody'),
  }),
  invite: routeArea('invite', {
    connectFromGame: post('/invite/connect_from_game'),
    emailInvite: post('/invite/email_invite', 'auth'),
    status: post('/invite/status', 'read'),
    updateConnectGameInvite: post('/invite/update_connect_game_invite', 'auth'),
    friendInvite: post('/invite/friend_invite', 'read'),
    acceptFriendInvite: post('/invite/accept_friend_invite', 'auth'),
  }),
  launcher: routeArea('launcher', {
    activateKey: post('/ftl_integration/{Game}/launcher/activate_key', 'auth'),
    availableBranches: get('/ftl_integration/{Game}/launcher/available_branches', 'auth'),
    downloadDirectUrl: get('/ftl_integration/{Game}/launcher/download_direct', 'url'),
    downloadUrl: get('/ftl_integration/{Game}/launcher/download/{SessionId}', 'url'),
    requestDownload: post('/ftl_integration/{Game}/launcher/request_download'),
    manifest: get('/ftl_integration/{Game}/launcher/manifest/{Branch}', 'auth'),
  }),
  native: routeArea('native', {
    validateInApp: post('/native/inapp/validate/{Game}'),
    status: get('/native/status'),
  }),
  play: routeArea('play', {
    chooseGame: post('/play/choose_game'),
    indexHtml: get('/play/index_html', 'text'),
    game: get('/play/{Game}', 'auth'),
    list: get('/play/{Game}/list', 'auth'),
  }),
  profile: routeArea('profile', {
    get: post('/profile', 'auth', 'read'),
    update: post('/profile/update', 'auth'),
    marketing: post('/profile/marketing', 'auth'),
    fetchFxIdGameConnection: post('/profile/fetch_fxid_game_connection', 'auth'),
  }),
  pushTokens: routeArea('pushTokens', {
    save: post('/push_tokens/save', 'auth', 'void'),
  }),
  support: routeArea('support', {
    sendMessage: post('/support/send-message', 'auth'),
  }),
  store: routeArea('store', {
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
    getPurchases: post('/store/get_purchases', 'auth', 'read'),
    consumePurchase: post('/store/consume_purchase', 'auth'),
    aghanimPaymentStatus: get('/store/aghanim/payment/status'),
  }),
  wizq: routeArea('wizq', {
    proxyRequest: post('/wizq/proxyRequestHandler/{Game}', 'form'),
  }),
  yandexGames: routeArea('yandexGames', {
    purchase: post('/yandexgames/purchase/{Game}', 'auth'),
    redeemBonus: post('/yandexgames/redeem-bonus', 'auth'),
  }),
  storage: routeArea('storage', {
    get: post('/storage/get', 'auth', 'read'),
    set: post('/storage/set', 'auth'),
    delete: post('/storage/delete', 'auth'),
  }),
});
