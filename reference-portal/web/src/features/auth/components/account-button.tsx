import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useDefaultGame } from '../../../shared/api/use-default-game';
import { usePortalServices, useSession } from '../../../shared/host/services-context';

/** "Sign in" for a visitor, the profile link for a signed-in player. */
export function AccountButton({ game }: { game: string | null }) {
  const { t } = useTranslation();
  const { ui } = usePortalServices();
  const { signedIn } = useSession();
  const fallback = useDefaultGame();
  const target = game ?? fallback;
  if (signedIn)
    return (
      <Link to="/Profile" className="button secondary">
        {t('profile.title')}
      </Link>
    );
  return (
    <button
      type="button"
      className="button"
      disabled={!target}
      onClick={() => target && void ui.showLogin({ game: target })}
    >
      {t('auth.signIn')}
    </button>
  );
}
