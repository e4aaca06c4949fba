import { vi } from 'vitest';
import { createApiClient } from '../../api/create-api-client.js';
import { fakeFetch, jsonResponse, type RecordedRequest } from '../../testing/fake-context.js';
import type { CreatePaymentResponse } from '@playport/api-contract';
import { createBrowserContext } from '../../context.js';
import type { CheckoutWindowOptions, PersonalInfoAnswer, UiPort } from '../../ui/ui-port.js';
import { createAllowedOrigins } from '../allowed-origins.js';
import type { PaymentAnalyticsEvent } from '../payment-analytics.js';
import type { DriverContext } from '../payment-driver.js';
import { DEFAULT_PAYMENT_TIMINGS } from '../payment-timings.js';
import { simulatorScripts } from '../provider-scripts.js';
import { installStripeSimulator } from '../simulators/stripe-simulator.js';
import { installXsollaSimulator } from '../simulators/xsolla-simulator.js';
import { installYookassaSimulator } from '../simulators/yookassa-simulator.js';

/** The local payments origin the simulators' pay pages post from. */
export const PAY_ORIGIN = 'http://localhost:8789';
export const FOREIGN_ORIGIN = 'https://evil.example';

/** A payment result with no provider block; add one. */
export function paymentResult(blocks: Partial<CreatePaymentResponse> = {}): CreatePaymentResponse {
  return {
    TransactionId: 'ord_1',
    OrderPrice: 99,
    OrderProduct: {
      Sku: 'gems_100',
      Price: 99,
      UsdPrice: 0.99,
      Currency: 'RUB',
      LocalizedProductName: '100 gems',
      LocalizedProductDescription: null,
      ImageUrl: null,
    },
    PersonalInfoRequirements: { EmailRequirement: { IsRequired: false, DefaultValue: '' } },
    ...blocks,
  };
}

/** A UI whose card checkout mounts into a real element and can be closed from the test. */
export function fakeUi(personalInfo: (PersonalInfoAnswer | null)[] = []) {
  let closeCheckout = () => {};
  const notices: { options: CheckoutWindowOptions; open: boolean; cancel: () => void }[] = [];
  const ui = {
    showInfo: vi.fn(async () => {}),
    showTextCopy: vi.fn(async () => {}),
    showLinkShare: vi.fn(async () => {}),
    showIframe: vi.fn(async () => {}),
    showLogin: vi.fn(async () => false),
    showReportIssue: vi.fn(async () => null),
    showPushPrompt: vi.fn(async () => false),
    showPersonalInfo: vi.fn(async () => personalInfo.shift() ?? null),
    showCardCheckout: vi.fn<UiPort['showCardCheckout']>(
      (options) =>
        new Promise((resolve) => {
          const container = document.body.appendChild(document.createElement('div'));
          container.setAttribute('data-test-checkout', '');
          let cleanup: (() => void) | void;
          const end = (outcome: 'completed' | 'closed') => {
            cleanup?.();
            container.remove();
            resolve(outcome);
          };
          closeCheckout = () => end('closed');
          cleanup = options.mount(container, () => end('completed'));
        }),
    ),
    showCheckoutWindow: vi.fn<UiPort['showCheckoutWindow']>(
      (options) =>
        new Promise((resolve) => {
          const notice = { options, open: true, cancel: () => end('cancelled') };
          const end = (outcome: 'cancelled' | 'closed') => {
            notice.open = false;
            resolve(outcome);
          };
          notices.push(notice);
          options.signal.addEventListener('abort', () => end('closed'), { once: true });
        }),
    ),
    showAcceptDocuments: vi.fn(async () => null),
    showShare: vi.fn(async () => {}),
    closeAll: vi.fn(() => closeCheckout()),
  } satisfies UiPort;
  return { ui, closeCheckout: () => closeCheckout(), notices };
}

/** A request that never answers (until its signal aborts) or fails on the network. */
export type Fault = 'hang' | 'network';

/** Answers of the fake API by path; anything else is `{}`. Listed answers are used up one per request. */
export interface FakeApiAnswers {
  /** The payment result, or a list of them used up one per request (then the default). */
  createPayment?: CreatePaymentResponse | Fault | (CreatePaymentResponse | Fault)[];
  updatePersonalInfo?: number;
  optimistic?: number;
  aghanim?: (string | Fault)[];
  /** Order statuses `get_payment_status` answers with; `{}` once they are used up. */
  orderStatus?: (string | Fault)[];
  checkPayment?: boolean[];
}

/** Installs the simulator a "script" URL names, as loading the real script would define the global. */
async function loadSimulator(url: string) {
  if (url.endsWith('/xsolla.js')) installXsollaSimulator(window, { payOrigin: PAY_ORIGIN });
  else if (url.endsWith('/yookassa.js')) installYookassaSimulator(window, { payOrigin: PAY_ORIGIN });
  else if (url.endsWith('/stripe.js')) installStripeSimulator(window, { payOrigin: PAY_ORIGIN });
  else throw new Error(`Failed to load script ${url}`);
}

/** Everything a driver or flow test needs: a fake API, a happy-dom context with the simulators as scripts. */
export function paymentKit(answers: FakeApiAnswers = {}, options: { scriptsFail?: boolean } = {}) {
  const { fetch: answer, calls } = fakeFetch((request: RecordedRequest) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/store/create_payment')) {
      const next = Array.isArray(answers.createPayment) ? answers.createPayment.shift() : answers.createPayment;
      return orFault(next ?? paymentResult(), jsonResponse);
    }
    if (path.endsWith('/store/update-order-pi')) return status(answers.updatePersonalInfo ?? 204);
    if (path.endsWith('/store/set-optimistic-order-status')) return status(answers.optimistic ?? 204);
    if (path.endsWith('/store/aghanim/payment/status'))
      return orFault(answers.aghanim?.shift() ?? 'Created', (s) => jsonResponse({ Status: s }));
    if (path.endsWith('/store/get_payment_status')) {
      const next = answers.orderStatus?.shift();
      return next === undefined ? jsonResponse({}) : orFault(next, (s) => jsonResponse({ Status: s, Game: 'g' }));
    }
    if (path.includes('/bank131/check_payment/'))
      return jsonResponse({ Success: answers.checkPayment?.shift() ?? false });
    return jsonResponse({});
  });
  // Like a browser's fetch: a request rejects when its signal aborts (the transport's timeout).
  const fetch = ((input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (init.signal?.aborted) return abort();
      init.signal?.addEventListener('abort', abort, { once: true });
      answer(input, init).then(
        (r) => (r === HANG ? undefined : r === NETWORK ? reject(new TypeError('Failed to fetch')) : resolve(r)),
        reject,
      );
    })) as typeof globalThis.fetch;
  const log = vi.fn();
  const loadScript = vi.fn(async (url: string) =>
    options.scriptsFail ? Promise.reject(new Error('blocked')) : loadSimulator(url),
  );
  const context = createBrowserContext(window, {
    fetch,
    log,
    loadScript,
    storage: { getItem: () => 'session', setItem: () => {}, removeItem: () => {} },
    // The global timers at call time, so vi.useFakeTimers() applies (happy-dom's window has its own).
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  });
  const api = createApiClient({ context, baseUrl: 'https://api.test' });
  const { ui, closeCheckout, notices } = fakeUi();
  const events: PaymentAnalyticsEvent[] = [];
  const driverContext: DriverContext = {
    context,
    api,
    ui,
    origins: createAllowedOrigins({ xsolla: [PAY_ORIGIN], moneyMailRu: [PAY_ORIGIN], cardForm: [PAY_ORIGIN] }),
    scripts: simulatorScripts(PAY_ORIGIN),
    track: (event) => void events.push(event),
    timings: DEFAULT_PAYMENT_TIMINGS,
  };
  const requests = (suffix: string) =>
    calls
      .filter((c) => new URL(c.url).pathname.endsWith(suffix))
      .map((c) => (typeof c.body === 'string' ? JSON.parse(c.body) : null));
  return { context, api, ui, closeCheckout, notices, log, loadScript, driverContext, events, calls, requests };
}

// Stand-ins the fake fetch answers with, turned into a hang or a network failure above.
const HANG = new Response('hang');
const NETWORK = new Response('network');
const orFault = <T>(value: T | Fault, respond: (value: T) => Response) =>
  value === 'hang' ? HANG : value === 'network' ? NETWORK : respond(value);

const status = (code: number) =>
  code === 204
    ? new Response(null, { status: 204 })
    : jsonResponse({ title: 'Conflict', status: code, detail: 'No' }, code);

/** Posts a message to the page as if `frame`'s page (at `origin`) sent it. */
export function postFromFrame(frame: HTMLIFrameElement | null, data: unknown, origin = PAY_ORIGIN) {
  if (!frame) throw new Error('No pay page frame');
  if (!Object.getOwnPropertyDescriptor(frame, 'contentWindow'))
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: () => {} } });
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow as never }));
}

/** Lets pending promise callbacks and fetches run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Removes the globals the simulators define. */
export function removeSimulatorGlobals() {
  for (const name of ['XPayStationWidget', 'YooMoneyCheckoutWidget', 'Stripe', 'FB'])
    delete (window as unknown as Record<string, unknown>)[name];
  document.body.innerHTML = '';
}

/** Watches a promise so a test can assert it is still pending. */
export function watch<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => void (state.settled = true),
    () => void (state.settled = true),
  );
  return state;
}

// happy-dom does not load frame pages and reports each refused load on the console; the tests
// stand in for the pay pages themselves, so that report is noise.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (String(args[0]).includes('Iframe page loading is disabled')) return;
  consoleError(...args);
};
