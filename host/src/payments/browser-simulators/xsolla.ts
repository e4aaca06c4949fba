// The build of @playport/host/payment-simulators/xsolla.js: a classic script defining the global
// `PlayportPaymentSimulator`, whose `install(window, { payOrigin })` installs the widget's stand-in.
export { installXsollaSimulator as install } from '../simulators/xsolla-simulator.js';
