import type { ApiClient } from '@playport/host/api';

type Reply<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
type Body<F> = F extends (body: infer B, ...rest: never[]) => unknown ? B : never;

/** Shapes of the API the portal uses, read off the client so they follow it. */
export interface ApiTypes {
  EmailInviteRequest: Body<ApiClient['invite']['emailInvite']>;
  AccountInfo: Reply<ApiClient['profile']['get']>;
  GameConfig: Reply<ApiClient['games']['publicGameConfig']>;
  NewsItem: Reply<ApiClient['info']['news']>['News'][number];
  Friend: Reply<ApiClient['friends']['get']>['Friends'][number];
  LegalDocument: Reply<ApiClient['documents']['listWithVersions']>['Documents'][number];
  OrderStatusView: Reply<ApiClient['store']['getPaymentStatus']>;
  OrderStatus: Reply<ApiClient['store']['getPaymentStatus']>['Status'];
  StoreData: Reply<ApiClient['store']['storeData']>;
  MerchantPaymentCompleted: Reply<ApiClient['store']['merchantPaymentCompleted']>;
  CardPaymentForm: Reply<ApiClient['bank131']['paymentForm']>;
}
