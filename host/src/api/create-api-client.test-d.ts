import { describe, expectTypeOf, it } from 'vitest';
import type { HostContext } from '../context.js';
import { createApiClient } from './create-api-client.js';
import type { AccountInfo, CreatePaymentResponse, GameConfigReply, LauncherManifest } from '@playport/api-contract';

declare const context: HostContext;
const api = createApiClient({ context });

describe('API client types', () => {
  it('types answers from the contract', () => {
    expectTypeOf(api.profile.get({ Game: 'g' })).resolves.toEqualTypeOf<AccountInfo>();
    expectTypeOf(api.games.publicGameConfig('g', 'FxId')).resolves.toEqualTypeOf<GameConfigReply>();
    expectTypeOf(api.launcher.manifest('g', 'main')).resolves.toEqualTypeOf<LauncherManifest>();
    expectTypeOf(api.store.createPayment).returns.resolves.toEqualTypeOf<CreatePaymentResponse>();
    expectTypeOf(api.friends.status).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(api.go('https://x.test')).toEqualTypeOf<string>();
  });

  it('refuses wrong calls', () => {
    // @ts-expect-error: not a platform
    void api.games.publicGameConfig('g', 'MySpace');
    // @ts-expect-error: the invite token is required
    void api.auth.authenticateFromEmailInvite({});
    // @ts-expect-error: Status is Completed or Cancelled only
    void api.store.setOptimisticOrderStatus({ PublicOrderId: 'o', Status: 'Payed' });
    // @ts-expect-error: the push platform is 'web'
    void api.pushTokens.save({ Game: 'g', Platform: 'ios', Token: 't' });
    // @ts-expect-error: the branch is required
    void api.launcher.manifest('g');
    void api.analytics.track({
      SessionId: 's',
      Platform: 24,
      BuildId: 1,
      // @ts-expect-error: analytics S fields go up to S15
      Events: [{ EventId: 1, UserId: null, CreatedAt: '', Build: 1, Platform: 24, S16: 'x' }],
    });
    // @ts-expect-error: no such social identifier type
    void api.info.checkAccountExistsBySocialIdentifier('g', 'MySpace', '1');
  });
});
