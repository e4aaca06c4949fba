import { describe, expect, it, vi } from 'vitest';
import type { PaymentDriver } from '@playport/host/adapter-kit';
import { createAgAdapter } from '../../../adapters/src/ag/ag-adapter.js';
import { installAgSimulator } from '../../../adapters/src/ag/simulator/ag-simulator.js';
import { invokeMethod } from '../../../adapters/src/contract/invoke.js';
import { createCrazyGamesAdapter } from '../../../adapters/src/crazygames/crazygames-adapter.js';
import { installCrazyGamesSimulator } from '../../../adapters/src/crazygames/simulator/crazygames-simulator.js';
import type { CrazyGamesScenario } from '../../../adapters/src/crazygames/simulator/crazygames-scenario.js';
import { createFbGamesAdapter } from '../../../adapters/src/fbgames/fbgames-adapter.js';
import { installFbGamesSimulator } from '../../../adapters/src/fbgames/simulator/fbgames-simulator.js';
import { createFbInstantGamesAdapter } from '../../../adapters/src/fbinstantgames/fbinstant-adapter.js';
import { installFbInstantSimulator } from '../../../adapters/src/fbinstantgames/simulator/fbinstant-simulator.js';
import { createKgAdapter } from '../../../adapters/src/kg/kg-adapter.js';
import { installKgSimulator } from '../../../adapters/src/kg/simulator/kg-simulator.js';
import { createOkAdapter } from '../../../adapters/src/ok/ok-adapter.js';
import { installOkSimulator } from '../../../adapters/src/ok/simulator/ok-simulator.js';
import { SIMULATOR_SECRETS } from '../../../adapters/src/simulator-kit/secrets.js';
import { createTelegramAdapter } from '../../../adapters/src/telegram/telegram-adapter.js';
import { installTelegramSimulator } from '../../../adapters/src/telegram/simulator/telegram-script.js';
import { fakeHost } from '../../../adapters/src/testing/fake-host.js';
import {
  agLaunchUrl,
  okLaunchUrl,
  telegramLaunchUrl,
  vkLaunchUrl,
  vkPlayLaunchUrl,
} from '../../../adapters/src/testing/launch-urls.js';
import { createVkcomAdapter } from '../../../adapters/src/vkcom/vkcom-adapter.js';
import { installVkcomWithBridge, VK_LOCAL_SCRIPT } from '../../../adapters/src/vkcom/simulator/vk-bridge-script.js';
import { createVkPlayAdapter } from '../../../adapters/src/vkplay/vkplay-adapter.js';
import { installVkPlaySimulator } from '../../../adapters/src/vkplay/simulator/vkplay-simulator.js';
import { createYmobageAdapter } from '../../../adapters/src/ymobage/ymobage-adapter.js';
import { installYmobageSimulator } from '../../../adapters/src/ymobage/simulator/ymobage-simulator.js';
import { agAuthKey } from '../../../reference-portal/server/src/platforms/sign-ag.js';
import { kongregateGameAuthToken } from '../../../reference-portal/server/src/platforms/sign-kongregate.js';
import { verifyCrazyGames } from '../../../reference-portal/server/src/platforms/verify-crazygames.js';
import { verifyFacebookPlayer } from '../../../reference-portal/server/src/platforms/verify-facebook.js';
import { verifyOk } from '../../../reference-portal/server/src/platforms/verify-ok.js';
import { verifyTelegram } from '../../../reference-portal/server/src/platforms/verify-telegram.js';
import { verifyVk } from '../../../reference-portal/server/src/platforms/verify-vk.js';
import { verifyVkPlay } from '../../../reference-portal/server/src/platforms/verify-vkplay.js';
import { verifyWizq } from '../../../reference-portal/server/src/platforms/verify-wizq.js';

// Each adapter signs in (or buys) over its platform's simulator, and what it sends the portal is
// checked with the reference server's own verifier or signer: the simulators' signatures must be
// ones the server accepts, or local mode signs nobody in.

type Fake = ReturnType<typeof fakeHost>;
const signInBody = <T>(fake: Fake, i = 0) => fake.api.of('/auth/authenticate_from_social')[i]!.body as T;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('simulator sign-ins the server verifies', () => {
  it('fbinstantgames: the signed player info', async () => {
    const fake = fakeHost({ install: (win) => installFbInstantSimulator(win, {}) });
    await createFbInstantGamesAdapter({ placements: { rewarded: 'r1', interstitial: 'i1', banner: 'b1' } }).start(
      fake.host,
    );
    await tick();
    const body = signInBody<{ FacebookInstantGames: { SignedPlayerInfo: string } }>(fake);
    expect(
      verifyFacebookPlayer(body.FacebookInstantGames.SignedPlayerInfo, SIMULATOR_SECRETS.facebook, true),
    ).toMatchObject({ id: 'fbi-player-1' });
  });

  it('fbgames: the signed request', async () => {
    const fake = fakeHost({ install: (win) => installFbGamesSimulator(win, {}) });
    await createFbGamesAdapter({ appId: 'fb-app' }).start(fake.host);
    const body = signInBody<{ FacebookGames: { SignedRequest: string } }>(fake);
    expect(verifyFacebookPlayer(body.FacebookGames.SignedRequest, SIMULATOR_SECRETS.facebook, false)).toMatchObject({
      id: 'fb-user-1',
    });
  });

  it('ymobage: the WizQ access token', async () => {
    const fake = fakeHost({ install: (win) => installYmobageSimulator(win, {}) });
    await createYmobageAdapter({ clientId: 'wizq-client' }).start(fake.host);
    const body = signInBody<{ WizQ: { AccessToken: string } }>(fake);
    await expect(verifyWizq(body.WizQ.AccessToken, SIMULATOR_SECRETS.wizq, new Date())).resolves.toMatchObject({
      id: 'wizq-1',
    });
  });

  it('ok: the launch params', async () => {
    const fake = fakeHost({ url: okLaunchUrl(), install: (win) => installOkSimulator(win, {}) });
    await createOkAdapter({}).start(fake.host);
    const body = signInBody<{ Odnoklassniki: { LaunchParams: string } }>(fake);
    expect(verifyOk(body.Odnoklassniki.LaunchParams, SIMULATOR_SECRETS.ok)).toEqual({ type: 'Odnoklassniki', id: '5' });
  });

  it('kg: the game auth token the server expects', async () => {
    const fake = fakeHost({ install: (win) => installKgSimulator(win, {}) });
    await createKgAdapter().start(fake.host);
    await tick();
    expect(signInBody(fake)).toMatchObject({
      Social: 'Kongregate',
      Kongregate: {
        UserId: '4242',
        GameAuthToken: kongregateGameAuthToken('4242', SIMULATOR_SECRETS.kongregate),
        Guest: false,
      },
    });
  });

  it('telegram: the init data', async () => {
    const fake = fakeHost({ url: await telegramLaunchUrl(), install: (win) => installTelegramSimulator(win, {}) });
    await createTelegramAdapter({}).start(fake.host);
    const body = signInBody<{ Telegram: { InitData: string } }>(fake);
    expect(verifyTelegram(body.Telegram.InitData, SIMULATOR_SECRETS.telegramBotToken, new Date())).toMatchObject({
      type: 'Telegram',
      id: '77',
    });
  });

  it('ag: the launch auth key the server checks', async () => {
    const fake = fakeHost({ url: agLaunchUrl(), install: (win) => installAgSimulator(win, {}) });
    await createAgAdapter({ scriptUrl: '/dev/simulators/ag.js' }).start(fake.host);
    expect(signInBody(fake)).toMatchObject({
      Social: 'AbsoluteGames',
      AbsoluteGames: {
        AppId: 'ag-app',
        PlayerId: 'agp-1',
        AuthKey: agAuthKey('ag-app', 'agp-1', SIMULATOR_SECRETS.ag),
        Guest: false,
      },
    });
  });

  it('vkplay: the launch params', async () => {
    const fake = fakeHost({ url: vkPlayLaunchUrl(), install: (win) => installVkPlaySimulator(win, {}) });
    await createVkPlayAdapter().start(fake.host);
    const body = signInBody<{ VkontaktePlay: { Uid: string; LaunchParams: string } }>(fake);
    expect(body.VkontaktePlay.Uid).toBe('31');
    expect(verifyVkPlay(body.VkontaktePlay.LaunchParams, SIMULATOR_SECRETS.vkPlay)).toEqual({
      type: 'VkontaktePlay',
      id: '31',
    });
  });

  describe('vkcom: the signed launch', () => {
    const start = async (launch: Record<string, string> = {}) => {
      const fake = fakeHost({
        url: await vkLaunchUrl(launch),
        install: (win) => installVkcomWithBridge(win, { calls: [], messages: [] }),
      });
      await createVkcomAdapter({ scriptUrl: VK_LOCAL_SCRIPT, directHost: 'games.vk.test' }).start(fake.host);
      return signInBody<{ VkontakteCom: { LaunchParams: string } }>(fake).VkontakteCom.LaunchParams;
    };

    it('inside vk.com', async () => {
      expect(verifyVk(await start(), SIMULATOR_SECRETS.vk)).toMatchObject({ type: 'VkontakteCom', id: '7' });
    });

    it('a Direct Game, direct=true included', async () => {
      const launch = await start({ direct: 'true' });
      expect(new URLSearchParams(launch).get('direct')).toBe('true');
      expect(verifyVk(launch, SIMULATOR_SECRETS.vk)).toMatchObject({ type: 'VkontakteCom', id: '7' });
    });
  });

  describe('crazygames: the user tokens', () => {
    const driver = (): PaymentDriver => ({
      name: 'Test',
      canHandle: () => true,
      pay: vi.fn(async () => 'completed' as const),
    });
    const start = async (script: CrazyGamesScenario = {}) => {
      const fake = fakeHost({ install: (win) => installCrazyGamesSimulator(win, { ...script, calls: [] }) });
      const adapter = await createCrazyGamesAdapter({ payments: { drivers: [driver()] } }).start(fake.host);
      return { adapter, fake };
    };
    const verify = (token: string) => verifyCrazyGames(token, { secret: SIMULATOR_SECRETS.crazyGames }, new Date());
    const paidWith = (fake: Fake) =>
      (fake.api.of('/store/create_payment')[0]!.body as { CrazyGames: { AccessToken: string } }).CrazyGames.AccessToken;

    it("a registered player's sign-in", async () => {
      const { fake } = await start();
      const token = signInBody<{ CrazyGames: { UserToken: string | null } }>(fake).CrazyGames.UserToken!;
      await expect(verify(token)).resolves.toMatchObject({ id: 'cg-1' });
    });

    it("a registered player's purchase", async () => {
      const { adapter, fake } = await start();
      expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
      await expect(verify(paidWith(fake))).resolves.toMatchObject({ id: 'cg-1' });
    });

    it('a guest who registers before buying buys as the new player', async () => {
      const { adapter, fake } = await start({ user: null });
      await invokeMethod(adapter, 'BuyProduct');
      await expect(verify(paidWith(fake))).resolves.toMatchObject({ id: 'cg-new' });
    });
  });
});
