import type { AdapterHost } from '@playport/host/adapter-kit';
import { createApiClient, type ApiClient } from '@playport/host/api';

/** The reference API client for this host's portal, with the stored session token. */
export function portalApi(host: AdapterHost): ApiClient {
  return createApiClient({ baseUrl: host.apiBase, context: host.context });
}
