// The build of @playport/host/payment-simulators/widgets.js: one classic script defining the global
// `PlayportPaymentSimulators`, the install function of each payment widget's stand-in by script name.
// Local mode's payments origin serves it with the call of one of them, pointed at that origin.
import { installFacebookPaySimulator } from './simulators/facebook-pay-simulator.js';
import { installStripeSimulator } from './simulators/stripe-simulator.js';
import { installXsollaSimulator } from './simulators/xsolla-simulator.js';
import { installYookassaSimulator } from './simulators/yookassa-simulator.js';

export default {
  facebook: installFacebookPaySimulator,
  stripe: installStripeSimulator,
  xsolla: installXsollaSimulator,
  yookassa: installYookassaSimulator,
};
