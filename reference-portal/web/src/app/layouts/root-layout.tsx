import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, Outlet, useParams } from 'react-router';
import { AccountButton } from '../../features/auth/components/account-button';
import { useAuthSync } from '../../features/auth/hooks/use-auth-sync';
import { LanguageSelect } from '../../features/i18n/components/language-select';
import { useLanguageSync } from '../../features/i18n/hooks/use-language-sync';
import { InstallButton } from '../../features/install/components/install-button';
import { useRuntimeConfig } from '../../shared/config/config-context';
import { useHeaderHidden } from '../../shared/ui/header-visibility';
import { ModalRoot } from '../modal-root';
import { BrandMark } from './brand-mark';

/** Every page's frame: header (unless the adapter hides it), content, footer, modals. */
export function RootLayout() {
  const { t } = useTranslation();
  const { fixedGame } = useRuntimeConfig();
  const params = useParams();
  const hidden = useHeaderHidden();
  useAuthSync();
  useLanguageSync();
  const game = fixedGame ?? params.game ?? null;
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('common.skip')}
      </a>
      {!hidden && (
        <header className="app-header">
          <BrandMark game={game} />
          <nav className="header-actions" aria-label={t('common.account')}>
            <InstallButton />
            <LanguageSelect />
            <AccountButton game={game} />
          </nav>
        </header>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {!hidden && (
        <footer className="app-footer">
          <Link to="/Docs/tos">{t('documents.titles.tos')}</Link>
          <Link to="/Docs/pp">{t('documents.titles.pp')}</Link>
          <Link to="/Docs/faq">{t('documents.titles.faq')}</Link>
          {game && <Link to={`/docs/${encodeURIComponent(game)}/fxid/contacts`}>{t('documents.contacts')}</Link>}
        </footer>
      )}
      <ModalRoot />
    </div>
  );
}
