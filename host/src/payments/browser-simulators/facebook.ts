// The build of @playport/host/payment-simulators/facebook.js: a classic script defining the global
// `PlayportPaymentSimulator`, whose `install(window, { payOrigin })` installs the widget's stand-in.
export { installFacebookPaySimulator as install } from '../simulators/facebook-pay-simulator.js';
