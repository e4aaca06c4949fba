import type { PaymentDriver } from '../payment-driver.js';
import { aghanimDriver } from './aghanim.js';
import { cardFormDriver } from './card-form.js';
import { facebookGamesDriver } from './facebook-games.js';
import { moneyMailRuDriver } from './money-mail-ru.js';
import { stripeDriver } from './stripe.js';
import { xsollaDriver } from './xsolla.js';
import { yookassaDriver } from './yookassa.js';

/** Every built-in driver; the payment result carries exactly one provider block, so order is moot. */
export const DEFAULT_DRIVERS: readonly PaymentDriver[] = Object.freeze([
  xsollaDriver,
  yookassaDriver,
  stripeDriver,
  moneyMailRuDriver,
  aghanimDriver,
  facebookGamesDriver,
  cardFormDriver,
]);
