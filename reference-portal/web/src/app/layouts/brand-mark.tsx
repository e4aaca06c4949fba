import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDefaultGame } from '../../shared/api/use-default-game';
import { useGameConfig } from '../../shared/api/use-game-config';
import { brandHeader } from '../../shared/lib/brand-header';

/**
 * The header's brand: the company branding of the page's game (else the default game) as its header
 * element type says, and the branding's theme type on the document (`data-theme`).
 */
export function BrandMark({ game }: { game: string | null }) {
  const fallback = useDefaultGame();
  const config = useGameConfig(game ?? fallback).data;
  const brand = brandHeader(config?.CompanyBranding, config?.PublicWebClientConfig.Logos);
  useEffect(() => {
    document.documentElement.dataset.theme = brand.theme;
  }, [brand.theme]);
  return (
    <Link to="/" className="brand" data-testid="brand">
      {brand.logoUrl && <img className="brand-logo" src={brand.logoUrl} alt={brand.showName ? '' : brand.name} />}
      {brand.showName && <span>{brand.name}</span>}
    </Link>
  );
}
