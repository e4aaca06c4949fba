// Generated from platforms.json by scripts/platforms.mjs: edit the manifest and run the script.

/** The route names of the platform adapters, in the spec's order. */
export const PLATFORM_NAMES = [
  'fxid',
  'ok',
  'vkplay',
  'vkcom',
  'yandex',
  'ag',
  'kg',
  'fbgames',
  'fbinstantgames',
  'crazygames',
  'ymobage',
  'telegram',
  'fxlauncher',
  'fxnative',
  'steam',
] as const;

/** The publishing platform of each adapter route name. */
export const PLATFORM_OF = {
  fxid: 'FxId',
  ok: 'Odnoklassniki',
  vkplay: 'VkontaktePlay',
  vkcom: 'VkontakteCom',
  yandex: 'YandexGames',
  ag: 'AbsoluteGames',
  kg: 'Kongregate',
  fbgames: 'FacebookGames',
  fbinstantgames: 'FacebookInstantGames',
  crazygames: 'CrazyGames',
  ymobage: 'WizQ',
  telegram: 'Telegram',
  fxlauncher: 'FxLauncher',
  fxnative: 'FxNative',
  steam: 'Steam',
} as const;
