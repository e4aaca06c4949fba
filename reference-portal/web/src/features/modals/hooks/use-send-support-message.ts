import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi, useSession } from '../../../shared/host/services-context';
import type { ReportIssueValues } from '../validate-report-issue';

/**
 * Sends a report from the portal's report-issue modal as a support message (`/support/send-message`)
 * for `game` under the portal adapter. A visitor gets the sign-in hint as the error the form shows.
 */
export function useSendSupportMessage(game: string, adapter = 'fxid') {
  const { t } = useTranslation();
  const api = useApi();
  const { signedIn } = useSession();
  return async (report: ReportIssueValues): Promise<void> => {
    if (!signedIn) throw new Error(t('modals.report.signInFirst'));
    await api.support.sendMessage({
      Game: game,
      Message: report.message,
      Email: report.email || null,
      Adapter: adapter,
    });
  };
}
