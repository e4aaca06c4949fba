import type { PlatformWindow } from '../../shared/platform-window.js';
import { defaultVkAnswers } from './vkcom-answers.js';
import type { VkAnswer, VkcomScenario, VkConnectMessage } from './vkcom-scenario.js';
import { becomeVkParent, vkMessageEvents } from './vk-parent.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';
import { installPlatformSignals } from '../../simulator-kit/platform-signals.js';
import { pageStore } from '../../simulator-kit/page-store.js';
import { vkStorageAnswer } from './vkcom-storage.js';

const UNSUPPORTED: VkAnswer = { error: { error_code: 6, error_reason: 'Unsupported platform' } };

/**
 * VK API methods through `VKWebAppCallAPIMethod` (dev.vk.com/ru/bridge/VKWebAppCallAPIMethod): the
 * `{response}` of `friends.getAppUsers` and `users.get` for the simulated player, given a token and
 * API version; VK's API error 5 (authorization failed) without a token.
 */
function apiMethodAnswer(props: Record<string, unknown>): VkAnswer {
  const params = (props.params ?? {}) as Record<string, unknown>;
  if (typeof params.access_token !== 'string' || !params.access_token || typeof params.v !== 'string') {
    return { error: { error_code: 5, error_reason: 'User authorization failed: no access_token passed.' } };
  }
  if (props.method === 'friends.getAppUsers') return { data: { response: [8] } };
  if (props.method === 'users.get') {
    const ids = (
      typeof params.user_ids === 'string' || typeof params.user_ids === 'number' ? String(params.user_ids) : ''
    )
      .split(',')
      .filter(Boolean);
    const users = ids
      .filter((id) => id === '8')
      .map(() => ({ id: 8, first_name: 'Ivan', last_name: 'Petrov', sex: 2, photo_200: 'https://vk.test/8_200.jpg' }));
    return { data: { response: users } };
  }
  return { error: { error_code: 3, error_reason: 'Unknown method passed.' } };
}

/**
 * Plays the VK frame around the page, on vk-bridge's wire protocol: each `vk-connect` post gets a
 * window `message` of `{type: 'XResult', data: {...result, request_id}}` or
 * `{type: 'XFailed', data: {error_type, error_data, request_id}}`. The launch params are the page's
 * own signed `vk_*` query, as VK opens the frame.
 */
export function installVkcomSimulator(win: PlatformWindow, script: VkcomScenario = {}): void {
  const defaults = defaultVkAnswers(script, new URLSearchParams(win.location.search));
  const deliver = vkMessageEvents(win);
  const publish = (type: string, data: unknown) => deliver({ type, data });
  const later = (ms: number, fn: () => void) => (ms > 0 ? void setTimeout(fn, ms) : queueMicrotask(fn));
  // The app's storage of the launched user, kept in the page's storage so that a reload reads it back.
  const saved = pageStore<Record<string, string>>(
    win,
    'vkcom',
    new URLSearchParams(win.location.search).get('vk_user_id') ?? '',
    () => ({}),
  );

  becomeVkParent(win, (message: VkConnectMessage) => {
    const { handler: method, params = {} } = message;
    const { request_id, ...props } = params;
    script.messages?.push(message);
    script.calls?.push({ method, props });
    const server = platformServer(win);
    if (method === 'VKWebAppShowOrderBox' && server && !script.answers?.[method]) {
      // VK's order box: VK's server asks the app's server for the item, then reports the paid order.
      const launch = new URLSearchParams(win.location.search);
      const body = {
        item: typeof props.item === 'string' || typeof props.item === 'number' ? String(props.item) : '',
        user_id: launch.get('vk_user_id') ?? '',
        app_id: launch.get('vk_app_id') ?? '',
      };
      void callPlatformServer<Record<string, unknown>>(win, server, 'vkcom/order-box', body).then((result) => {
        if (result && !('error' in result)) publish(`${method}Result`, { ...result, request_id });
        else
          publish(`${method}Failed`, {
            error_type: 'client_error',
            error_data: (result?.error as object | undefined) ?? { error_code: 1, error_reason: 'Unknown error' },
            request_id,
          });
      });
      return;
    }
    const answer =
      script.answers?.[method] ??
      vkStorageAnswer(saved, method, props) ??
      (method === 'VKWebAppCallAPIMethod'
        ? apiMethodAnswer(props)
        : method in defaults
          ? { data: defaults[method] }
          : UNSUPPORTED);
    if (answer === 'silent') return;
    later(answer.delayMs ?? 0, () => {
      if ('error' in answer)
        publish(`${method}Failed`, { error_type: 'client_error', error_data: answer.error, request_id });
      else publish(`${method}Result`, { ...(answer.data as object), request_id });
    });
  });
  // Tests raise VK's own events (VKWebAppViewHide/Restore) through this handle.
  win.__vkcomSimulator = { publish };
  // VK hides and restores the whole app view (VKWebAppViewHide / VKWebAppViewRestore, vk-bridge's
  // dist/types/data.d.ts ReceiveDataMap): one signal for pause and mute.
  const view = (hidden: boolean) => publish(hidden ? 'VKWebAppViewHide' : 'VKWebAppViewRestore', {});
  installPlatformSignals(win, { pause: view, mute: view });
}
