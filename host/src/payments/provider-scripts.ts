/** Script URLs of the provider widgets; local mode replaces them with the simulators. */
export interface ProviderScripts {
  readonly xsolla: string;
  readonly yookassa: string;
  readonly stripe: string;
}

/** The real widget scripts: Xsolla Pay Station embed 1.2.9, YooKassa checkout widget v1, Stripe.js v3. */
export const PROVIDER_SCRIPTS: ProviderScripts = Object.freeze({
  xsolla: 'https://cdn.xsolla.net/embed/paystation/1.2.9/widget.min.js',
  yookassa: 'https://yookassa.ru/checkout-widget/v1/checkout-widget.js',
  stripe: 'https://js.stripe.com/v3',
});

/** The simulators served by the reference server's payments origin (local mode). */
export function simulatorScripts(paymentsOrigin: string): ProviderScripts {
  const at = (name: string) => new URL(`/simulators/${name}.js`, paymentsOrigin).href;
  return Object.freeze({ xsolla: at('xsolla'), yookassa: at('yookassa'), stripe: at('stripe') });
}
