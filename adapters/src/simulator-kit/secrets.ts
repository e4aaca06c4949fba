/**
 * The reference server's local-mode platform secrets (its `LOCAL_PLATFORM_SECRETS`). Simulators sign
 * launch data with these so the server's verification runs for real; a test keeps them equal.
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
