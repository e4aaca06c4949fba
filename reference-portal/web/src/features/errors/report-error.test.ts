// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentrySdk } from './report-error';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/browser', () => sdk);

const DSN = 'https://key@o1.ingest.sentry.io/42';
const fakeSdk = sdk as unknown as SentrySdk;

async function freshModule() {
  vi.resetModules();
  return import('./report-error');
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('error reporting', () => {
  it('starts the SDK with the spec sample rates, the tunnel and both integrations', async () => {
    const { initErrorReporting } = await freshModule();
    await initErrorReporting(DSN);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: DSN,
      tunnel: '/api/s_tunnel',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
    });
  });

  it('puts the tunnel under the API base and passes the release and environment when given', async () => {
    const { initErrorReporting } = await freshModule();
    await initErrorReporting(DSN, { apiBase: 'https://api.portal.test', release: 'web@1.2.3', environment: 'staging' });
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        tunnel: 'https://api.portal.test/api/s_tunnel',
        release: 'web@1.2.3',
        environment: 'staging',
      }),
    );
  });

  it('without a DSN loads nothing and reports nothing', async () => {
    const { initErrorReporting, reportError } = await freshModule();
    const load = vi.fn(async () => fakeSdk);
    await initErrorReporting(null, {}, load);
    reportError(new Error('boom'));
    dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught') }));
    expect(load).not.toHaveBeenCalled();
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('keeps errors raised while the SDK loads and captures them once it is running', async () => {
    const { initErrorReporting, reportError } = await freshModule();
    let resolve!: (value: SentrySdk) => void;
    const loading = initErrorReporting(DSN, {}, () => new Promise((r) => (resolve = r)));
    const early = new Error('early');
    const uncaught = new Error('uncaught');
    reportError(early);
    reportError(early);
    dispatchEvent(new ErrorEvent('error', { error: uncaught }));
    expect(sdk.captureException).not.toHaveBeenCalled();
    resolve(fakeSdk);
    await loading;
    expect(sdk.captureException.mock.calls).toEqual([[early], [uncaught]]);
    const late = new Error('late');
    reportError(late);
    expect(sdk.captureException).toHaveBeenLastCalledWith(late);
    // The SDK's own handlers take over uncaught errors once it runs.
    dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(sdk.captureException).toHaveBeenCalledTimes(3);
  });

  it('logs and swallows a failed chunk load, and reports nothing afterwards', async () => {
    const { initErrorReporting, reportError } = await freshModule();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const loading = initErrorReporting(DSN, {}, () => Promise.reject(failure));
    reportError(new Error('queued'));
    await expect(loading).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[Playport] error reporting not started', failure);
    reportError(new Error('later'));
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });
});
