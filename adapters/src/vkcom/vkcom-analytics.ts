import type { AnalyticsSink, HostContext, RoutedParams } from '@playport/host/adapter-kit';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import type { VkBridge } from './vk-bridge-types.js';

/** One VK Bridge analytics call: a conversion for a pixel, or a track event. */
export type VkAnalyticsCall =
  | {
      method: 'VKWebAppConversionHit';
      props: { pixel_code: string; conversion_event: string; conversion_value: number };
    }
  | {
      method: 'VKWebAppTrackEvent';
      props: { event_name: string; custom_user_id?: string; event_params?: Record<string, unknown> };
    };

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * The VK Bridge call of one routed event. A section's Mapper decides which: fields mapped to
 * `pixel_code` (and optionally `conversion_event`, `conversion_value`) make a VKWebAppConversionHit;
 * anything else is a VKWebAppTrackEvent named like the event, a `custom_user_id` field passed as
 * such and the other fields as `event_params`.
 *
 * @example `vkAnalyticsCall('level_up', { score: 3 }) // { method: 'VKWebAppTrackEvent', props: { event_name: 'level_up', event_params: { score: 3 } } }`
 */
export function vkAnalyticsCall(name: string, params: RoutedParams): VkAnalyticsCall {
  const pixel = text(params.pixel_code);
  if (pixel) {
    const value = params.conversion_value;
    return {
      method: 'VKWebAppConversionHit',
      props: {
        pixel_code: pixel,
        conversion_event: text(params.conversion_event) ?? name,
        // VK requires a number here; an event without one counts as a conversion worth 0.
        conversion_value: typeof value === 'number' && Number.isFinite(value) ? value : 0,
      },
    };
  }
  const { custom_user_id: user, ...rest } = params;
  const props: { event_name: string; custom_user_id?: string; event_params?: Record<string, unknown> } = {
    event_name: name,
  };
  if (text(user)) props.custom_user_id = user as string;
  if (Object.keys(rest).length > 0) props.event_params = { ...rest };
  return { method: 'VKWebAppTrackEvent', props };
}

/**
 * The `vkcom` analytics target: each event goes to VK Bridge as {@link vkAnalyticsCall} says, 500 ms
 * after it is routed (spec section 9). A failing send is logged and dropped, so the other targets of
 * the event are never held up or broken by VK.
 *
 * @example `createGameAnalytics({ context, api, config, sinks: { vkcom: vkAnalyticsSink(bridge, context) } })`
 */
export function vkAnalyticsSink(bridge: VkBridge, context: Pick<HostContext, 'setTimeout' | 'log'>): AnalyticsSink {
  return (name, params) => {
    const call = vkAnalyticsCall(name, params);
    context.setTimeout(() => {
      const failed = (err: unknown) => context.log('warn', `VK Bridge ${call.method} failed for ${name}:`, err);
      try {
        void Promise.resolve(bridge.send(call.method, call.props)).catch(failed);
      } catch (err) {
        failed(err);
      }
    }, PLATFORM_CONSTANTS.vkAnalyticsDelayMs);
  };
}
