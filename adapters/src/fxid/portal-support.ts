import type { AdapterHandler, AdapterHost, IssueReport } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import { requireSignedIn, unexpectedAnswer } from './portal-session.js';

/**
 * `CreateSupportRequest` on the portal adapter: sends a support message (`/support/send-message` with
 * Game, Message, Email, Adapter) for the signed-in player. A message of only whitespace counts as none:
 * the report-issue modal opens and sends what the player submits (a failure stays in the form; closing
 * it answers `sent: false`). After sending, the game receives the `SupportRequest` event with the message.
 *
 * @example
 * ```ts
 * const { CreateSupportRequest } = createPortalSupport(host, portalApi(host), 'fxid').methods;
 * ```
 */
export function createPortalSupport(host: AdapterHost, api: ApiClient, adapter: string) {
  const send = async (report: IssueReport): Promise<void> => {
    const answer = await api.support.sendMessage({
      Game: host.game,
      Message: report.message,
      Email: report.email || null,
      Adapter: adapter,
    });
    if (typeof answer?.TicketId !== 'string' || !answer.TicketId)
      throw unexpectedAnswer('CreateSupportRequest', '/support/send-message');
  };

  const CreateSupportRequest: AdapterHandler<'CreateSupportRequest'> = async (params, call) => {
    requireSignedIn(host, 'CreateSupportRequest');
    const message = params.message.trim();
    if (message) {
      await send({ message, email: params.email ?? '' });
      call.emit('SupportRequest', { message });
      return { sent: true };
    }
    const report = await host.ui.showReportIssue({ game: host.game, send });
    if (!report) return { sent: false };
    call.emit('SupportRequest', { message: report.message });
    return { sent: true };
  };

  return { methods: { CreateSupportRequest } };
}
