// Stands in for https://telegram.org/js/telegram-web-app.js: Telegram's own script (as @twa-dev/sdk
// ships it, bundled by rollup.config.mjs), inside the simulated Telegram client that answers what it
// posts. Imports run in order: the client first.
import './telegram-client.js';
import 'virtual:telegram-web-app';
