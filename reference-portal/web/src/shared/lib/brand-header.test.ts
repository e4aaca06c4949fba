import type { CompanyBranding } from '@playport/host/api';
import { describe, expect, it } from 'vitest';
import { brandHeader } from './brand-header';

const branding = (over: Partial<CompanyBranding>): CompanyBranding => ({
  CompanyName: 'Nebula Games',
  BrandName: 'Nebula Arcade',
  Logos: { Light: null, Dark: null, Square: null },
  HeaderElementType: 'Logo',
  ThemeType: 'Dark',
  Firebase: null,
  AuthProviders: [],
  Adapters: {},
  ...over,
});

describe('brandHeader', () => {
  it("shows the theme's logo alone for a Logo header, the web client config's logos first", () => {
    const logos = { Light: '/brand/light.svg', Dark: '/brand/dark.svg', Square: '/brand/square.svg' };
    expect(brandHeader(branding({ Logos: logos }), null)).toEqual({
      name: 'Nebula Arcade',
      logoUrl: '/brand/dark.svg',
      showName: false,
      theme: 'dark',
    });
    expect(brandHeader(branding({ Logos: logos, ThemeType: 'Light' }), null)).toEqual({
      name: 'Nebula Arcade',
      logoUrl: '/brand/light.svg',
      showName: false,
      theme: 'light',
    });
    expect(brandHeader(branding({ Logos: logos }), { Light: null, Dark: '/web/dark.png', Square: null }).logoUrl).toBe(
      '/web/dark.png',
    );
    expect(
      brandHeader(branding({ Logos: { Light: null, Dark: null, Square: '/brand/square.svg' } }), null).logoUrl,
    ).toBe('/brand/square.svg');
  });

  it('shows the name for a Text header, both for LogoAndText, and the name when there is no logo', () => {
    const logos = { Light: null, Dark: '/brand/dark.svg', Square: null };
    expect(brandHeader(branding({ Logos: logos, HeaderElementType: 'Text' }), null)).toEqual({
      name: 'Nebula Arcade',
      logoUrl: null,
      showName: true,
      theme: 'dark',
    });
    expect(brandHeader(branding({ Logos: logos, HeaderElementType: 'LogoAndText' }), null)).toEqual({
      name: 'Nebula Arcade',
      logoUrl: '/brand/dark.svg',
      showName: true,
      theme: 'dark',
    });
    expect(brandHeader(branding({}), null)).toEqual({
      name: 'Nebula Arcade',
      logoUrl: null,
      showName: true,
      theme: 'dark',
    });
  });

  it('is the dark Playport text until a branding is known, or when its name is blank', () => {
    expect(brandHeader(null, null)).toEqual({ name: 'Playport', logoUrl: null, showName: true, theme: 'dark' });
    expect(brandHeader(branding({ BrandName: '  ' }), null).name).toBe('Playport');
  });
});
