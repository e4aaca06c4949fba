/** Telegram's telegram-web-app.js, a classic script run for its globals (see rollup.config.mjs). */
declare module 'virtual:telegram-web-app';
