// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_ORIGIN, postFromFrame, removeSimulatorGlobals } from '../testing/payment-test-kit.js';
import { installXsollaSimulator } from './xsolla-simulator.js';

const frame = () => document.querySelector<HTMLIFrameElement>('.xpaystation-widget-lightbox-content-iframe');

afterEach(removeSimulatorGlobals);

describe('Xsolla widget simulator', () => {
  it('checks the config as 1.2.9 does and builds the Pay Station URL', () => {
    const widget = installXsollaSimulator(window, { payOrigin: PAY_ORIGIN });
    expect(() => widget.init({})).toThrow('No access token or access data or payment URL given');
    expect(() => widget.init({ access_data: 'x' })).toThrow('Invalid access data format');
    widget.init({ access_token: 'abc', sandbox: true });
    widget.open();
    expect(frame()?.getAttribute('src')).toBe(`${PAY_ORIGIN}/paystation2/?access_token=abc&sandbox=1`);
  });

  it('dispatches plain events without data and CustomEvents with detail on document, fanned out by status', () => {
    const widget = installXsollaSimulator(window, { payOrigin: PAY_ORIGIN });
    const seen: [string, unknown][] = [];
    const handler = (event: Event, data?: unknown) => void seen.push([event.type, data]);
    widget.on('open status status-done close', handler);
    widget.init({ payment_url: `${PAY_ORIGIN}/pay/xsolla/ord_1` });
    widget.open();
    postFromFrame(frame(), JSON.stringify({ command: 'status', data: { paymentInfo: { status: 'done' } } }));
    postFromFrame(frame(), JSON.stringify({ command: 'close' }));
    expect(seen).toEqual([
      ['open', undefined],
      ['status', { paymentInfo: { status: 'done' } }],
      ['status-done', { paymentInfo: { status: 'done' } }],
      ['close', undefined],
    ]);
    expect(frame()).toBeNull();
  });

  it('reads only JSON-string messages from its own frame, and off() removes handlers', () => {
    const widget = installXsollaSimulator(window, { payOrigin: PAY_ORIGIN });
    const handler = vi.fn();
    widget.on('close', handler);
    widget.init({ access_token: 't' });
    widget.open();
    postFromFrame(frame(), { command: 'close' });
    postFromFrame(frame(), 'not json');
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ command: 'close' }), origin: PAY_ORIGIN }),
    );
    expect(handler).not.toHaveBeenCalled();
    widget.off('close', handler);
    widget.close();
    expect(handler).not.toHaveBeenCalled();
  });
});
