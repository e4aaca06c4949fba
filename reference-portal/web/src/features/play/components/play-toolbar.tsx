import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePortalServices } from '../../../shared/host/services-context';
import { useSendSupportMessage } from '../../modals';
import { siteEvent } from '../../../shared/lib/site-event';
import { useOpenSocial } from '../hooks/use-open-social';

/** Actions under the player: full screen, friends, share, report an issue. */
export function PlayToolbar({ game, onFullscreen }: { game: string; onFullscreen: () => void }) {
  const { t } = useTranslation();
  const { ui } = usePortalServices();
  const openSocial = useOpenSocial();
  const sendReport = useSendSupportMessage(game);
  return (
    <div className="player-toolbar" role="toolbar" aria-label={t('play.toolbar')}>
      <button type="button" className="button secondary" onClick={onFullscreen}>
        {t('play.fullscreen')}
      </button>
      <button type="button" className="button secondary" onClick={() => openSocial(game)}>
        {t('social.friends')}
      </button>
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          siteEvent('site_share');
          void ui.showLinkShare({ url: location.href, text: t('play.shareText') });
        }}
      >
        {t('play.share')}
      </button>
      <button
        type="button"
        className="button secondary"
        onClick={() => void ui.showReportIssue({ game, send: sendReport })}
      >
        {t('modals.report.title')}
      </button>
    </div>
  );
}
