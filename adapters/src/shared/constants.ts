import { AUTH_WAIT_INTERVAL_MS, STAT_POLL_INTERVAL_MS } from '@playport/host/adapter-kit';

/** Business constants of spec section 9 that the adapters use. */
export const PLATFORM_CONSTANTS = Object.freeze({
  vkAvatarSize: 200,
  vkApiVersion: '5.131',
  /** VK social info waits this long before reading the user (the bridge settles after init). */
  vkSocialInfoDelayMs: 500,
  /** VK waits this long before each conversion or track event it sends (spec section 9). */
  vkAnalyticsDelayMs: 500,
  okPageInfoRefreshMs: 5000,
  okAvatarSize: 224,
  okFriendBatch: 100,
  vkPlayDefaultCurrency: 'RUB',
  vkPlayLoginStart: 0,
  vkPlayLoginRegister: 1,
  telegramCurrency: 'XTR',
  agCampaign: 'rewarded',
  /** The host's auth wait loop. */
  authWaitMs: AUTH_WAIT_INTERVAL_MS,
  /** The host's stat polling. */
  statPollMs: STAT_POLL_INTERVAL_MS,
});
