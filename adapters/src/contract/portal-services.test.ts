import { AUTH_TOKEN_KEY } from '@playport/host/api';
import type { FxIdInfo } from '@playport/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { fakeHost } from '../testing/fake-host.js';
import { CONTRACT_ENTRIES } from './entries.js';
import { invokeMethod } from './invoke.js';

// The portal adapter family has these services itself (see fxid's own tests).
const PLATFORM_ENTRIES = CONTRACT_ENTRIES.filter((e) => !['fxid', 'fxlauncher', 'fxnative'].includes(e.name));

describe("the portal's services under every platform adapter, for a player signed in through authenticate_from_social", () => {
  it('covers the twelve platform adapters', () => {
    expect(PLATFORM_ENTRIES.map((e) => e.name).sort()).toEqual([
      'ag',
      'crazygames',
      'fbgames',
      'fbinstantgames',
      'kg',
      'ok',
      'steam',
      'telegram',
      'vkcom',
      'vkplay',
      'yandex',
      'ymobage',
    ]);
  });

  for (const entry of PLATFORM_ENTRIES) {
    it(`${entry.name}: analytics start, in-game events reach cross-play, support requests are sent, documents are read`, async () => {
      const fake = fakeHost({ url: entry.url, install: entry.install, gameConfig: entry.gameConfig });
      if (entry.preinstall) entry.install(fake.win);
      const adapter = await entry.create().start(fake.host);
      expect(fake.api.of('/auth/authenticate_from_social')).toHaveLength(1);

      expect(await invokeMethod(adapter, 'StatInitialize', [], { userId: 'p-1' })).toEqual({ initialized: true });
      expect(await invokeMethod(adapter, 'SendInGameEvent', [], { eventCode: 'win' })).toEqual({
        sent: true,
        matchedRules: [{ Code: 'win', Filter1: null, Filter2: null, Filter3: null }],
      });
      expect(fake.api.of('/cross-play/events/send')).toHaveLength(1);
      expect(await invokeMethod(adapter, 'CreateSupportRequest', [], { message: 'The shop is empty' })).toEqual({
        sent: true,
      });
      expect(fake.api.of('/support/send-message')[0]!.body).toMatchObject({
        Game: 'space',
        Message: 'The shop is empty',
        Adapter: entry.name,
      });
      expect(await invokeMethod(adapter, 'GetAccountDocuments')).toEqual({ documents: [], accepted: [] });
      adapter.destroy();
    });
  }
});

const account = (marketingEnabled: boolean): FxIdInfo => ({
  userId: 'acc-1',
  marketingEnabled,
  locale: null,
  geoCountry: null,
  token: null,
  gameToken: null,
  gameUid: null,
  guest: false,
  hasEmail: false,
  emailValidated: false,
  hasCompletedOrder: false,
});

describe("the portal account's consent under every adapter with the portal's services, and the portal adapters", () => {
  for (const entry of CONTRACT_ENTRIES) {
    it(`${entry.name}: ConsentManagerStatus from MarketingEnabled, ConsentStatus pushed once per change`, async () => {
      const fake = fakeHost({ url: entry.url, install: entry.install, gameConfig: entry.gameConfig });
      if (entry.preinstall) entry.install(fake.win);
      if (entry.portalSession) fake.host.context.storage.setItem(AUTH_TOKEN_KEY, 'portal-token');
      const adapter = await entry.create().start(fake.host);
      const pushed = () => fake.events.filter((e) => e.name === 'ConsentStatus').map((e) => e.payload);

      expect(await invokeMethod(adapter, 'ConsentManagerStatus')).toEqual({ status: 'granted' });
      expect(pushed()).toEqual([{ status: 'granted' }]);
      fake.pushUserInfo({ fxId: account(true), social: null });
      expect(pushed()).toEqual([{ status: 'granted' }]);
      fake.pushUserInfo({ fxId: account(false), social: null });
      expect(pushed()).toEqual([{ status: 'granted' }, { status: 'denied' }]);
      adapter.destroy();
      expect(fake.userInfoListeners).toBe(0);
    });
  }
});
