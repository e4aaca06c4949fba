import type { AdapterMethodName } from '@playport/host/adapter-kit';

/** Sample params of each method that takes any, as the conformance game sends them. */
export const SAMPLE_PARAMS: Partial<Record<AdapterMethodName, unknown>> = {
  BuyProduct: { sku: 'gems_100', productNameHint: 'Gems', developerPayload: 'p1' },
  SetStatus: { status: 'Playing level 3' },
  StatEvent: { name: 'level_up', value: 3 },
  GoogleTagManagerPushToDataLayer: { event: 'level_up' },
  SendVkBridge: { method: 'VKWebAppGetUserInfo' },
  SendCrazyGamesSdk: { path: ['user', 'getUser'] },
  WordsFilter: { text: 'hello there' },
  InviteFriends: { text: 'Come and play' },
  AcceptAccountDocument: { documentId: 'd1', documentVersionId: 'v1' },
  SendInGameEvent: { eventCode: 'boss' },
  CreateSupportRequest: { message: 'The game froze' },
  ConsumePurchase: { transactionId: 'order-1' },
  LoadingProgress: { percent: 40 },
  ProgressionEvent: { status: 'complete', level: '3', score: 1200 },
};
