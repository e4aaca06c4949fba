import type { MethodName, MethodParams } from '@playport/sdk/protocol';
import { ADAPTER_METHODS, type CallInfo, type EmitEvent, type RunningAdapter } from '../adapter/adapter.js';
import { isReservedDataLayerEvent } from '../analytics/data-layer.js';
import type { MethodHandler } from '../channel/types.js';
import type { HostContext } from '../context.js';
import { HostError, HostErrorCode } from '../errors.js';
import type { UiPort } from '../ui/ui-port.js';
import { AD_SHOW_METHODS, createAdGate, type AdGate } from './ad-gate.js';
import { showAdPaused, type AdShowMethod } from './show-ad-paused.js';
import { createGetInfo } from './get-info.js';
import type { LanguageState } from './language-state.js';
import type { ModalGate } from './modal-gate.js';
import { createModalHandlers } from './modal-handlers.js';
import type { UrlHash } from './url-hash.js';
import type { UserInfoSource } from './user-info.js';

/** What the handlers of one mounted game need. */
export interface HostHandlerDeps {
  /** The mounted game's name. */
  game: string;
  context: HostContext;
  ui: UiPort;
  language: LanguageState;
  urlHash: UrlHash;
  userInfo: UserInfoSource;
  /**
   * The adapter for one call: resolves with the running adapter, or rejects with the error the call
   * answers (a failed start, or 'Not initialized' for one that has not ended within the host's wait).
   */
  adapter: () => Promise<RunningAdapter>;
  /** Pushes an event to this game. */
  emit: EmitEvent;
  /** Re-reads the player and pushes `UserInfoChanged` to every game. */
  refreshUserInfo: () => void;
  /** The one modal slot of the host's games; each handler set gets its own when absent. */
  modalGate?: ModalGate;
  /** This game's one ad slot; each handler set gets its own when absent. */
  adGate?: AdGate;
  /** Pauses and mutes the games for one ad and returns its release (the host's play state); none when absent. */
  holdAd?: () => () => void;
}

type Handlers = Partial<Record<MethodName, MethodHandler>>;

// Whatever an adapter does with a game's data-layer push, the portal's own events stay the portal's.
function refuseReservedEvent({ event }: MethodParams<'GoogleTagManagerPushToDataLayer'>): void {
  if (isReservedDataLayerEvent(event)) {
    throw new HostError(
      HostErrorCode.InvalidParams,
      `The data-layer event '${event.slice(0, 40)}' is reserved for the portal`,
      { field: 'event' },
    );
  }
}

/**
 * Every method handler of one mounted game: the host-owned ones (GetInfo, the URL hash,
 * ChangeLanguage, the modals) and one per adapter method, which waits for the adapter and passes it
 * the caller's {@link CallInfo}. Params arrive validated by the dispatcher. A data-layer push of a
 * reserved event name (the portal's `login`, `site_*`, `sdk_*`, `gtm.*`) is refused before any adapter.
 * The game shows one ad at a time whatever the adapter (see {@link createAdGate}); while an ad the
 * adapter can show runs, `holdAd` keeps the games paused and muted with the reason `ad`.
 *
 * @example
 * ```ts
 * const dispatch = createDispatcher(createHostHandlers(deps));
 * ```
 */
export function createHostHandlers(deps: HostHandlerDeps): Handlers {
  const { context } = deps;
  const log = context.log;
  const call: CallInfo = Object.freeze({ game: deps.game, emit: deps.emit });
  // Null prototype: a game must not reach `toString` or `constructor` by naming them as methods.
  const handlers: Handlers = Object.create(null) as Handlers;

  const ads = deps.adGate ?? createAdGate(context);

  for (const method of ADAPTER_METHODS) {
    const answer = async (params: unknown, holdAd?: () => () => void) => {
      if (method === 'GoogleTagManagerPushToDataLayer')
        refuseReservedEvent(params as MethodParams<'GoogleTagManagerPushToDataLayer'>);
      const adapter = await deps.adapter();
      const handler = (adapter.methods as Partial<Record<MethodName, unknown>>)[method];
      if (typeof handler !== 'function') {
        throw new HostError(HostErrorCode.NotSupported, `${method} is not supported by adapter '${adapter.name}'`);
      }
      const run = () => (handler as (p: unknown, c: CallInfo) => Promise<unknown>).call(adapter.methods, params, call);
      return holdAd ? showAdPaused(adapter.supports, method as AdShowMethod, holdAd, run) : run();
    };
    handlers[method] = (AD_SHOW_METHODS as readonly string[]).includes(method)
      ? (params) => {
          // The pause also ends when the gate gives up on an ad the platform never ended.
          let release = () => {};
          const hold = () => {
            release = deps.holdAd?.() ?? release;
            return () => release();
          };
          return ads.run(method, () => answer(params, hold)).finally(() => release());
        }
      : (params) => answer(params);
  }

  const modals = createModalHandlers({
    game: deps.game,
    ui: deps.ui,
    pageUrl: () => context.window.location.href,
    emit: deps.emit,
    refreshUserInfo: deps.refreshUserInfo,
    log,
    supportsShare: () => deps.adapter().then((adapter) => adapter.supports.share),
    gate: deps.modalGate,
  });

  handlers.GetInfo = createGetInfo({ game: deps.game, window: context.window, userInfo: deps.userInfo });
  handlers.GetUrlHash = async () => ({ hash: deps.urlHash.get() });
  handlers.SetUrlHash = async (params) => ({ hash: deps.urlHash.set((params as MethodParams<'SetUrlHash'>).hash) });
  handlers.ChangeLanguage = async (params) => ({
    language: deps.language.set((params as MethodParams<'ChangeLanguage'>).language),
  });
  handlers.OpenModal = (params) => modals.OpenModal(params as MethodParams<'OpenModal'>);
  handlers.ShowLinkShareModal = (params) => modals.ShowLinkShareModal(params as MethodParams<'ShowLinkShareModal'>);
  return handlers;
}
