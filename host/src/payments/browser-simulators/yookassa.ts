// The build of @playport/host/payment-simulators/yookassa.js: a classic script defining the global
// `PlayportPaymentSimulator`, whose `install(window, { payOrigin })` installs the widget's stand-in.
export { installYookassaSimulator as install } from '../simulators/yookassa-simulator.js';
