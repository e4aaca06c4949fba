import { escapeHtml } from '../../http/escape-html';

/** The providers with a simulated pay page, by their path segment, and the order provider each serves. */
export const PAY_PAGE_PROVIDERS = Object.freeze({
  xsolla: 'Xsolla',
  yookassa: 'Yookassa',
  stripe: 'Stripe',
  moneymailru: 'MoneyMailRu',
  aghanim: 'Aghanim',
  facebook: 'FacebookGames',
} as const);

export type PayPageProvider = keyof typeof PAY_PAGE_PROVIDERS;

/**
 * What each provider's page tells the widget after an action, in that provider's own message shape:
 * Xsolla's JSON-string `{command, data}`, money.mail.ru's `{action}`, the simulators' tagged objects.
 * Aghanim's checkout says nothing: the host learns the outcome by polling the server.
 */
const NOTIFY = `{
  xsolla: { pay: [JSON.stringify({ command: 'status', data: { paymentInfo: { status: 'done', invoice: ORDER } } })],
    decline: [JSON.stringify({ command: 'close' })], close: [JSON.stringify({ command: 'close' })],
    fail: [JSON.stringify({ command: 'status', data: { paymentInfo: { status: 'troubled', invoice: ORDER } } }), JSON.stringify({ command: 'close' })] },
  yookassa: { pay: [{ source: 'yookassa-sim', event: 'success' }], decline: [{ source: 'yookassa-sim', event: 'fail' }],
    close: [{ source: 'yookassa-sim', event: 'modal_close' }], fail: [{ source: 'yookassa-sim', event: 'fail' }] },
  stripe: { pay: [{ source: 'stripe-sim', event: 'complete' }], decline: [], close: [], fail: [] },
  moneymailru: { pay: [{ action: 'paySuccess' }], decline: [{ action: 'payCancel' }], close: [{ action: 'closeWindow' }], fail: [{ action: 'payFail' }] },
  aghanim: { pay: [], decline: [], close: [], fail: [] },
  facebook: { pay: [{ source: 'fb-sim', status: 'completed', payment_id: 'pay_' + ORDER }],
    decline: [{ source: 'fb-sim', error_code: 1383010, error_message: 'User canceled the order.' }],
    close: [{ source: 'fb-sim', error_code: 1383010, error_message: 'User canceled the order.' }],
    fail: [{ source: 'fb-sim', status: 'failed', error_code: 1383001, error_message: 'Payment failed' }] },
}`;

/** The simulated pay page: the order, and Pay / Decline / Close / Fail, each also settling the order on the server. */
export function payPage(
  provider: PayPageProvider,
  order: { id: string; status: string; title: string; price: string; currency: string },
) {
  const id = escapeHtml(order.id);
  const open = order.status === 'WaitingForPayment';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(PAY_PAGE_PROVIDERS[provider])} simulator</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px system-ui;max-width:26rem;margin:1.5rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem}</style>
</head><body data-provider="${provider}">
<h1>${escapeHtml(PAY_PAGE_PROVIDERS[provider])} (simulator)</h1>
<p>${escapeHtml(order.title)} — <b>${escapeHtml(order.price)} ${escapeHtml(order.currency)}</b></p>
<p>Order <code>${id}</code>: <span id="state">${escapeHtml(order.status)}</span></p>
<div>${['pay', 'decline', 'close', 'fail'].map((a) => `<button id="${a}" data-action="${a}"${open || a === 'close' ? '' : ' disabled'}>${a[0]!.toUpperCase()}${a.slice(1)}</button>`).join('')}</div>
<script>
const ORDER = ${JSON.stringify(order.id)};
const PROVIDER = ${JSON.stringify(provider)};
const NOTIFY = ${NOTIFY};
const target = window.opener || (window.parent !== window ? window.parent : null);
const state = document.getElementById('state');
for (const button of document.querySelectorAll('button')) button.addEventListener('click', async () => {
  const action = button.dataset.action;
  for (const b of document.querySelectorAll('button')) b.disabled = true;
  if (action !== 'close') {
    const res = await fetch(location.pathname + '/' + action, { method: 'POST' });
    state.textContent = (await res.json()).Status;
  }
  for (const message of NOTIFY[PROVIDER][action]) target && target.postMessage(message, '*');
  if (PROVIDER === 'aghanim' && action === 'close') window.close();
  for (const b of document.querySelectorAll('button')) b.disabled = b.dataset.action !== 'close';
});
</script></body></html>`;
}
