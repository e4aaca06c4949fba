import { beforeEach, describe, expect, it, vi } from 'vitest';

const flowOptions = vi.hoisted(() => [] as { compactPersonalInfo?: boolean }[]);
vi.mock('@playport/host/adapter-kit', async (importOriginal) => {
  const host = await importOriginal<typeof import('@playport/host/adapter-kit')>();
  return {
    ...host,
    createPaymentFlow: (options: { compactPersonalInfo?: boolean }) => (flowOptions.push(options), { buy: vi.fn() }),
  };
});

const { portalPayments } = await import('./portal-payments');

const hostWith = (web: unknown, branding: unknown) =>
  ({
    context: { fetch: vi.fn() },
    apiBase: 'https://api.test',
    ui: {},
    game: 'g',
    gameConfig: {
      PublicWebClientConfig: { Adapters: { fxid: web } },
      CompanyBranding: { Adapters: { fxid: branding } },
    },
  }) as never;
const compactOf = (host: never) => {
  portalPayments({ local: false } as never)(host, { trackPayment: vi.fn() });
  return flowOptions.at(-1)?.compactPersonalInfo;
};

beforeEach(() => void (flowOptions.length = 0));

describe('portalPayments', () => {
  it("takes the compact personal-info layout from the game's fxid block, else the company branding's", () => {
    expect(compactOf(hostWith({ PersonalInformationForm: { Compact: true } }, undefined))).toBe(true);
    expect(
      compactOf(
        hostWith({ PersonalInformationForm: { Compact: false } }, { PersonalInformationForm: { Compact: true } }),
      ),
    ).toBe(false);
    expect(compactOf(hostWith(undefined, { PersonalInformationForm: { Compact: true } }))).toBe(true);
    expect(compactOf(hostWith(undefined, undefined))).toBe(false);
  });
});
