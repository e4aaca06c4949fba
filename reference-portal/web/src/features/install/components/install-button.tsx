import { useTranslation } from '../../../shared/i18n/use-translation';
import { promptInstall, useCanInstall } from '../install-prompt';

/** "Install app", shown while the browser offers installation. */
export function InstallButton() {
  const { t } = useTranslation();
  if (!useCanInstall()) return null;
  return (
    <button type="button" className="button secondary" onClick={() => void promptInstall()}>
      {t('install.button')}
    </button>
  );
}
