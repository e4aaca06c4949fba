import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useGameConfig } from '../../../shared/api/use-game-config';
import { useDefaultGame } from '../../../shared/api/use-default-game';

/** A full-size QR code of the game's chat community; nothing when the game has none. */
export function DiscordQrPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const fallback = useDefaultGame();
  const config = useGameConfig(query.get('game') ?? fallback).data;
  const url = config?.PublicWebClientConfig.ChatCommunityUrl ?? null;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    // A QR code that cannot be rendered shows nothing, like a game without a community.
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(url, { margin: 1, width: 640 }))
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [url]);
  if (!qr) return null;
  return <img src={qr} alt={t('social.communityQr')} className="full-qr" />;
}
