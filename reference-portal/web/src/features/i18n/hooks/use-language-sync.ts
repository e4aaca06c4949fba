import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useDefaultGame } from '../../../shared/api/use-default-game';
import { useProfile } from '../../../shared/api/use-profile';
import { useApi, useHost, useSession } from '../../../shared/host/services-context';
import { LANGUAGES } from '../../../shared/i18n/languages';

const supported = (tag: string | null | undefined) => {
  const lower = tag?.toLowerCase();
  return LANGUAGES.find((l) => l === lower) ?? LANGUAGES.find((l) => l === lower?.split('-')[0]) ?? null;
};

/**
 * Keeps the UI language, the game's language and the profile's locale together: a loaded profile
 * sets the UI language; a change by a signed-in user updates the profile; every change reaches the game.
 */
export function useLanguageSync() {
  const { i18n } = useTranslation();
  const api = useApi();
  const host = useHost();
  const { signedIn } = useSession();
  const game = useDefaultGame();
  const profile = useProfile(host?.game ?? game);
  const queryClient = useQueryClient();
  const applied = useRef<string | null>(null);
  const locale = supported(profile.data?.Locale);

  useEffect(() => {
    // Signed out: the next account's locale applies again, even if it equals the last one.
    if (!signedIn) applied.current = null;
  }, [signedIn]);

  useEffect(() => {
    if (!locale || applied.current === locale) return;
    applied.current = locale;
    if (locale !== i18n.resolvedLanguage) void i18n.changeLanguage(locale);
  }, [locale, i18n]);

  useEffect(() => {
    const onChange = (language: string) => {
      if (host && host.language !== language) host.setLanguage(language);
      if (signedIn && applied.current !== null && language !== applied.current) {
        applied.current = language;
        api.profile
          .update({ Language: language })
          .then(() => queryClient.invalidateQueries({ queryKey: ['profile'] }))
          .catch((error: unknown) => console.warn('[Playport] profile language', error));
      }
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, host, signedIn, api, queryClient]);
}
