import { createAllowedOrigins, simulatorScripts } from '@playport/host/adapter-kit';
import type { RuntimeConfig } from '../../shared/config/runtime-config';

/** The payment providers' scripts and origins: the payments simulators in local mode, else the real ones. */
export function paymentProviders(config: RuntimeConfig) {
  const local = config.local ? config.paymentsOrigin : null;
  return local
    ? {
        scripts: simulatorScripts(local),
        origins: createAllowedOrigins({ xsolla: [local], moneyMailRu: [local], cardForm: [local] }),
      }
    : {};
}
