import type { ApiClient } from '../api/create-api-client.js';
import type { CreatePaymentResponse } from '@playport/api-contract';
import type { HostContext } from '../context.js';
import type { UiPort } from '../ui/ui-port.js';
import type { PaymentAnalyticsEvent } from './payment-analytics.js';
import { cancelled, failed } from './payment-error.js';
import { PaymentMessages } from './payment-messages.js';
import { toOrderPersonalInfo, validatePersonalInfo } from './personal-info.js';

interface Deps {
  readonly api: ApiClient;
  readonly ui: UiPort;
  readonly context: HostContext;
  readonly compact?: boolean;
  readonly track: (event: PaymentAnalyticsEvent) => void;
}

/**
 * Asks for e-mail and phone when the order requires it and stores them on the order. The form is
 * asked again while its answer does not validate, so a UI that skipped validation cannot push bad
 * data to the server.
 */
export async function collectPersonalInfo(deps: Deps, response: CreatePaymentResponse): Promise<void> {
  const requirement = response.PersonalInfoRequirements?.EmailRequirement;
  if (!requirement?.IsRequired) return;
  const orderId = response.TransactionId;
  const email = requirement.DefaultValue ?? '';
  deps.track({ name: 'PersonalInfoFormShown', orderId });
  if (email) deps.track({ name: 'PersonalInfoFormAutofilled', orderId });
  let answer = await deps.ui.showPersonalInfo({ email, emailRequired: true, compact: deps.compact });
  for (let tries = 0; answer && tries < 3; tries++) {
    const input = { email: answer.email, phone: answer.phone };
    if (Object.keys(validatePersonalInfo(input, true)).length === 0) break;
    answer = await deps.ui.showPersonalInfo({ email: answer.email, emailRequired: true, compact: deps.compact });
  }
  if (!answer || Object.keys(validatePersonalInfo(answer, true)).length > 0)
    throw cancelled(PaymentMessages.emailCancelled);
  deps.track({ name: 'PersonalInfoFormSubmitted', orderId });
  try {
    await deps.api.store.updateOrderPersonalInfo({
      PublicOrderId: orderId,
      OrderPersonalInfo: toOrderPersonalInfo(answer, answer.autoConfirm),
    });
  } catch (err) {
    deps.context.log('warn', 'update-order-pi failed', err);
    throw failed(PaymentMessages.personalInfoFailed(orderId), (err as { problem?: unknown }).problem, { cause: err });
  }
}
