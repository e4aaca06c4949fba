import { LOCAL_SECRET_DEFAULTS as local } from '../local/local-defaults';

const secrets = {
  vk: local.VK_APP_SECRET,
  ok: local.OK_APP_SECRET,
  telegramBotToken: local.TELEGRAM_BOT_TOKEN,
  yandex: local.YANDEX_APP_SECRET,
  facebook: local.FACEBOOK_APP_SECRET,
  crazyGames: local.CRAZYGAMES_SECRET,
  vkPlay: local.VKPLAY_APP_SECRET,
  kongregate: local.KONGREGATE_API_KEY,
  wizq: local.WIZQ_APP_SECRET,
  ag: local.AG_APP_SECRET,
  steam: local.STEAM_WEB_API_KEY,
  firebase: local.FIREBASE_TEST_SECRET,
  localIdp: local.LOCAL_IDP_SECRET,
  firebaseProjectId: local.FIREBASE_PROJECT_ID,
};

/** The secrets the server uses in local mode when none are configured; simulators sign with these. */
export const LOCAL_PLATFORM_SECRETS: { readonly [K in keyof typeof secrets]: string } = Object.freeze(secrets);
