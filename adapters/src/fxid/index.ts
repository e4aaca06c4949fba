export {
  createFxidAdapter,
  type FxidAdapterOptions,
  type PortalPayments,
  type PortalPaymentsTools,
} from './fxid-adapter.js';
export type { PortalAdsOptions } from './portal-ads.js';
export { configCompactPersonalInfo } from '../shared/game-config.js';
export type { PortalPushOptions } from './push-register.js';
