import { describe, expectTypeOf, it } from 'vitest';
import type { Mobage, MobagePaymentResult } from './mobage-types.js';
import { createYmobageSimulator } from './simulator/ymobage-simulator.js';

describe('Mobage JS SDK contract', () => {
  it('the simulator is the mobage the adapter uses', () => {
    expectTypeOf(createYmobageSimulator).returns.toEqualTypeOf<Mobage>();
  });

  it("has the shapes of DeNA's samples", () => {
    expectTypeOf<Mobage['bank']['clearPaymentBacklog']>().parameters.toEqualTypeOf<[transactionId: string]>();
    expectTypeOf<MobagePaymentResult['signedResponse']>().toBeString();
    const mobage = {} as Mobage;
    // @ts-expect-error the backlog is cleared per transaction
    mobage.bank.clearPaymentBacklog();
    // @ts-expect-error a payment needs the server-made transaction id
    mobage.ui.open('payment', {}, () => undefined);
    mobage.ui.open('payment', { transactionId: 't-1' }, (error, result) => {
      expectTypeOf(result).toEqualTypeOf<MobagePaymentResult | null>();
      void error;
    });
  });
});
