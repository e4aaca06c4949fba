// Generated from platforms.json by scripts/platforms.mjs: edit the manifest and run the script.

/**
 * The reference server's local-mode platform secrets (platforms.json `localSecrets`, which the
 * server's `LOCAL_SECRET_DEFAULTS` read too). Simulators sign launch data with these so the
 * server's verification runs for real.
 */
export const SIMULATOR_SECRETS = Object.freeze({
  vk: 'local-vk-secret',
  ok: 'local-ok-secret',
  telegramBotToken: '123456:local-telegram-bot-token',
  yandex: 'local-yandex-secret',
  facebook: 'local-facebook-secret',
  crazyGames: 'local-crazygames-secret-0123456789',
  vkPlay: 'local-vkplay-secret',
  kongregate: 'local-kongregate-key',
  wizq: 'local-wizq-secret',
  ag: 'local-ag-secret',
  steam: 'local-steam-key',
});
