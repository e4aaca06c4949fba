import { describe, expect, it } from 'vitest';
import { createHeadlessUi } from './headless-ui.js';

describe('createHeadlessUi', () => {
  it('shows no checkout-window notice and answers closed once the payment ends', async () => {
    const ended = new AbortController();
    let answer: string | undefined;
    const outcome = createHeadlessUi().showCheckoutWindow({ title: 'Payment', focus: () => {}, signal: ended.signal });
    void outcome.then((a) => (answer = a));
    await Promise.resolve();
    expect(answer).toBeUndefined();
    ended.abort();
    await expect(outcome).resolves.toBe('closed');
  });
});
