// The build of @playport/host/payment-simulators/stripe.js: a classic script defining the global
// `PlayportPaymentSimulator`, whose `install(window, { payOrigin })` installs the widget's stand-in.
export { installStripeSimulator as install } from '../simulators/stripe-simulator.js';
