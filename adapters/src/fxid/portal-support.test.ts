import type { IssueReport } from '@playport/host/adapter-kit';
import { describe, expect, it, vi } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { problem, startPortal } from './portal-test-kit.js';

describe('portal support requests', () => {
  it('sends the game message with the adapter and pushes SupportRequest', async () => {
    const { adapter, fake } = await startPortal({ api: { '/support/send-message': { TicketId: '12' } } });
    const events: EmittedEvent[] = [];
    expect(
      await invokeMethod(adapter, 'CreateSupportRequest', events, { message: ' It froze ', email: 'ann@example.com' }),
    ).toEqual({ sent: true });
    expect(fake.api.of('/support/send-message')[0]!.body).toEqual({
      Game: 'space',
      Message: 'It froze',
      Email: 'ann@example.com',
      Adapter: 'fxid',
    });
    expect(events).toEqual([{ name: 'SupportRequest', payload: { message: 'It froze' } }]);
  });

  it('without a message opens the report-issue modal, which sends what the player submits', async () => {
    let sent: Promise<void> | null = null;
    const showReportIssue = vi.fn(async ({ send }: { send?: (r: IssueReport) => Promise<void> }) => {
      sent = send!({ message: 'Stuck on level 2', email: 'bob@example.com' });
      await sent;
      return { message: 'Stuck on level 2', email: 'bob@example.com' };
    });
    const { adapter, fake } = await startPortal({
      api: { '/support/send-message': { TicketId: '13' } },
      ui: { showReportIssue },
    });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'CreateSupportRequest', events, { message: '   ' })).toEqual({ sent: true });
    expect(fake.api.of('/support/send-message')[0]!.body).toEqual({
      Game: 'space',
      Message: 'Stuck on level 2',
      Email: 'bob@example.com',
      Adapter: 'fxid',
    });
    expect(events).toEqual([{ name: 'SupportRequest', payload: { message: 'Stuck on level 2' } }]);
  });

  it('answers sent: false when the player closes the modal', async () => {
    const { adapter, fake } = await startPortal({ ui: { showReportIssue: async () => null } });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'CreateSupportRequest', events, { message: ' ' })).toEqual({ sent: false });
    expect(fake.api.of('/support/send-message')).toHaveLength(0);
    expect(events).toEqual([]);
  });

  it('refuses a visitor, and passes server and malformed answers on as coded errors', async () => {
    const visitor = await startPortal({ signedIn: false });
    await expect(invokeMethod(visitor.adapter, 'CreateSupportRequest', [], { message: 'hi' })).rejects.toMatchObject({
      code: 'NotSupported',
    });
    expect(visitor.fake.api.of('/support/send-message')).toHaveLength(0);
    const failing = await startPortal({ api: { '/support/send-message': problem(429, 'Too Many Requests') } });
    const events: EmittedEvent[] = [];
    await expect(
      invokeMethod(failing.adapter, 'CreateSupportRequest', events, { message: 'hi' }),
    ).rejects.toMatchObject({ code: 'ApiError', problem: { status: 429 } });
    expect(events).toEqual([]);
    const invalid = await startPortal({ api: { '/support/send-message': problem(400, 'Validation failed') } });
    await expect(invokeMethod(invalid.adapter, 'CreateSupportRequest', [], { message: 'hi' })).rejects.toMatchObject({
      code: 'ApiError',
      problem: { status: 400 },
    });
    const malformed = await startPortal({ api: { '/support/send-message': { Ticket: 1 } } });
    await expect(invokeMethod(malformed.adapter, 'CreateSupportRequest', [], { message: 'hi' })).rejects.toMatchObject({
      code: 'Unknown',
      message: expect.stringContaining('/support/send-message'),
    });
  });
});
