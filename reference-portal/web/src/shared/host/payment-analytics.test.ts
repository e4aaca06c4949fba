import { describe, expect, it, vi } from 'vitest';
import { CARD_FORM_MESSAGE } from '@playport/host/adapter-kit';
import { createPaymentAnalytics, postCardFormEvent, reportCardFormEvent } from './payment-analytics';

describe('createPaymentAnalytics', () => {
  it('hands every event to every listener until it is removed', () => {
    const analytics = createPaymentAnalytics();
    const a = vi.fn();
    const b = vi.fn();
    const offA = analytics.onPaymentAnalytics(a);
    analytics.onPaymentAnalytics(b);
    analytics.emit({ name: 'BankCardFormShown', orderId: 'o1' });
    offA();
    analytics.emit({ name: 'CardSuccess', orderId: 'o1' });
    expect(a.mock.calls).toEqual([[{ name: 'BankCardFormShown', orderId: 'o1' }]]);
    expect(b.mock.calls).toEqual([
      [{ name: 'BankCardFormShown', orderId: 'o1' }],
      [{ name: 'CardSuccess', orderId: 'o1' }],
    ]);
  });

  it('logs a listener that throws and still reaches the others', () => {
    const log = vi.fn();
    const analytics = createPaymentAnalytics(log);
    const after = vi.fn();
    analytics.onPaymentAnalytics(() => {
      throw new Error('boom');
    });
    analytics.onPaymentAnalytics(after);
    analytics.emit({ name: 'CardClicked', orderId: 'o2' });
    expect(after).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('payment analytics listener failed on CardClicked', expect.any(Error));
  });
});

describe('postCardFormEvent', () => {
  it('posts the driver message to the parent of a framed form, at the origin the browser names for it', () => {
    const postMessage = vi.fn();
    const win = {
      parent: { postMessage },
      location: { ancestorOrigins: ['https://partner.example'] },
    } as unknown as Window;
    postCardFormEvent(win, 'FastPaymentSuccess');
    expect(postMessage).toHaveBeenCalledWith(
      { type: CARD_FORM_MESSAGE, event: 'FastPaymentSuccess' },
      'https://partner.example',
    );
  });

  it('addresses any origin where the browser names no embedder (the message holds only the event name)', () => {
    for (const location of [{}, { ancestorOrigins: ['null'] }]) {
      const postMessage = vi.fn();
      postCardFormEvent({ parent: { postMessage }, location } as unknown as Window, 'CardSuccess');
      expect(postMessage).toHaveBeenCalledWith({ type: CARD_FORM_MESSAGE, event: 'CardSuccess' }, '*');
    }
  });

  it('posts nothing from a top-level page', () => {
    const win = { postMessage: vi.fn() } as unknown as Window & { parent: Window };
    (win as { parent: Window }).parent = win;
    postCardFormEvent(win, 'CardSuccess');
    expect(win.postMessage).not.toHaveBeenCalled();
  });
});

describe('reportCardFormEvent', () => {
  it('emits into the sink on a top-level page and posts nothing', () => {
    const analytics = createPaymentAnalytics();
    const seen = vi.fn();
    analytics.onPaymentAnalytics(seen);
    const win = { postMessage: vi.fn() } as unknown as Window;
    (win as { parent: Window }).parent = win;
    reportCardFormEvent(win, analytics, { name: 'CardSubmitted', orderId: 'o3' });
    expect(seen).toHaveBeenCalledWith({ name: 'CardSubmitted', orderId: 'o3' });
    expect(win.postMessage).not.toHaveBeenCalled();
  });

  it('posts to the embedding page of a framed form and leaves the sink alone', () => {
    const analytics = createPaymentAnalytics();
    const seen = vi.fn();
    analytics.onPaymentAnalytics(seen);
    const postMessage = vi.fn();
    reportCardFormEvent({ parent: { postMessage }, location: {} } as unknown as Window, analytics, {
      name: 'FastPaymentClicked',
      orderId: 'o4',
    });
    expect(postMessage).toHaveBeenCalledWith({ type: CARD_FORM_MESSAGE, event: 'FastPaymentClicked' }, '*');
    expect(seen).not.toHaveBeenCalled();
  });
});
