/**
 * A stand-in for `@vkid/sdk`'s UMD build (global `VKIDSDK`, widgets.md section 8): the same Config,
 * OneTap, WidgetEvents and OneTapInternalEvents. The one-tap button opens the local consent page
 * (`/dev/vkid/authorize`) in a window; its answer is accepted only from this script's own origin and
 * from that window, as the real SDK checks VK's.
 */
export const VKID_SDK_SCRIPT = `(() => {
  const base = new URL('.', document.currentScript ? document.currentScript.src : location.href);
  const WidgetEvents = { START_LOAD: 'common: start load', LOAD: 'common: load', SHOW: 'common: show', HIDE: 'common: hide', CLOSE: 'common: close', ERROR: 'common: error', RESIZE: 'common: resize' };
  const OneTapInternalEvents = { LOGIN_SUCCESS: 'onetap: success login', SHOW_FULL_AUTH: 'onetap: show full auth', START_AUTHORIZE: 'onetap: start authorize', NOT_AUTHORIZED: 'onetap: not authorized', AUTHENTICATION_INFO: 'onetap: authentication info' };
  const AuthErrorCode = { EventNotSupported: 100, CannotCreateNewTab: 101, NewTabHasBeenClosed: 102, AuthorizationFailed: 103, StateMismatch: 104 };
  const ConfigAuthMode = { Redirect: 'redirect', InNewTab: 'new_tab', InNewWindow: 'new_window' };
  const ConfigResponseMode = { Redirect: 'redirect', Callback: 'callback' };
  const ConfigSource = { LOWCODE: 'lowcode' };
  const Prompt = { Default: '', None: 'none', Login: 'login', Consent: 'consent', SelectAccount: 'select_account' };
  let config = null;
  const Config = {
    init(data) {
      if (!data || typeof data.app !== 'number' || !data.redirectUrl) throw new Error('VKID Config: app and redirectUrl are required');
      if (data.codeVerifier && data.codeChallenge) throw new Error('VKID Config: codeVerifier and codeChallenge are mutually exclusive');
      config = { mode: ConfigAuthMode.InNewTab, responseMode: ConfigResponseMode.Redirect, state: Math.random().toString(36).slice(2), ...data };
      return Config;
    },
    update(data) { config = { ...config, ...data }; return Config; },
    get() { return config; },
  };
  class OneTap {
    constructor() { this.handlers = {}; this.root = null; this.popup = null; this.timer = 0; this.grace = 0; this.onMessage = null; }
    on(event, handler) { (this.handlers[event] = this.handlers[event] || []).push(handler); return this; }
    emit(event, payload) { for (const h of this.handlers[event] || []) h(payload); }
    render(params) {
      const container = params && params.container;
      if (!container || !(container instanceof HTMLElement)) throw new Error('VKID OneTap: container is required');
      if (!config) throw new Error('VKID OneTap: call Config.init first');
      this.emit(WidgetEvents.START_LOAD);
      const root = document.createElement('div');
      root.className = 'vkid-onetap-sim';
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with VK ID';
      button.style.cssText = 'font:600 15px system-ui;width:100%;min-height:' + ((params.styles && params.styles.height) || 44) + 'px;border:0;border-radius:' + ((params.styles && params.styles.borderRadius) || 8) + 'px;background:#0077ff;color:#fff;cursor:pointer';
      button.addEventListener('click', () => this.authorize());
      root.append(button);
      container.append(root);
      this.root = root;
      setTimeout(() => { this.emit(WidgetEvents.LOAD); this.emit(WidgetEvents.SHOW); }, 0);
      return this;
    }
    authorize() {
      this.emit(OneTapInternalEvents.START_AUTHORIZE);
      const url = new URL('authorize', base);
      const q = { response_type: 'code', client_id: String(config.app), code_challenge: config.codeChallenge || '', code_challenge_method: 'S256', scope: config.scope || '', state: config.state, origin: location.origin, redirect_uri: config.redirectUrl };
      for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
      this.cleanup();
      const popup = window.open(url.href, 'vkid-sim-auth', 'popup,width=480,height=640');
      if (!popup) { this.emit(WidgetEvents.ERROR, { code: AuthErrorCode.CannotCreateNewTab, text: 'Cannot create new tab' }); return; }
      this.popup = popup;
      this.onMessage = (event) => {
        if (event.origin !== base.origin || event.source !== popup) return;
        const data = event.data;
        if (!data || data.action !== 'oauth2_authorize_response' + config.state) return;
        this.cleanup();
        const payload = data.payload || {};
        if (payload.state !== config.state) { this.emit(WidgetEvents.ERROR, { code: AuthErrorCode.StateMismatch, text: 'State mismatch' }); return; }
        if (payload.error || !payload.code) { this.emit(WidgetEvents.ERROR, { code: AuthErrorCode.AuthorizationFailed, text: payload.error || 'Authorization failed' }); return; }
        this.emit(OneTapInternalEvents.LOGIN_SUCCESS, { code: payload.code, type: payload.type, state: payload.state, device_id: payload.device_id, expires_in: payload.expires_in });
      };
      window.addEventListener('message', this.onMessage);
      // The consent page posts its answer and closes itself: a closed window gets a moment for that answer.
      this.timer = setInterval(() => {
        if (!popup.closed || this.grace) return;
        this.grace = setTimeout(() => {
          this.cleanup();
          this.emit(WidgetEvents.ERROR, { code: AuthErrorCode.NewTabHasBeenClosed, text: 'New tab has been closed' });
        }, 1000);
      }, 300);
    }
    cleanup() {
      if (this.onMessage) window.removeEventListener('message', this.onMessage);
      clearInterval(this.timer);
      clearTimeout(this.grace);
      this.grace = 0;
      this.onMessage = null;
      this.popup = null;
    }
    close() { this.cleanup(); if (this.root) this.root.remove(); this.root = null; this.emit(WidgetEvents.CLOSE); return this; }
  }
  window.VKIDSDK = { Config, OneTap, WidgetEvents, OneTapInternalEvents, AuthErrorCode, ConfigAuthMode, ConfigResponseMode, ConfigSource, Prompt };
})();
`;
