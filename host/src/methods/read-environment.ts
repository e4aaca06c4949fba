/** The operating system names the get-info reply reports. */
export type OsName = 'windows' | 'macos' | 'linux' | 'android' | 'ios' | 'unknown';

/** The `environment` block of the get-info reply. */
export interface Environment {
  os: OsName;
  isMobile: boolean;
  safeArea: { left: number; right: number; top: number; bottom: number };
}

interface UaData {
  platform?: string;
  mobile?: boolean;
}

/**
 * The CSS custom properties the host reads the safe area from, on `document.documentElement`. A page
 * sets them from `env()`, e.g. `:root { --safe-area-inset-top: env(safe-area-inset-top); }`.
 */
export const SAFE_AREA_VARIABLES = Object.freeze({
  top: '--safe-area-inset-top',
  right: '--safe-area-inset-right',
  bottom: '--safe-area-inset-bottom',
  left: '--safe-area-inset-left',
});

function osFromPlatform(platform: string): OsName | null {
  const p = platform.toLowerCase();
  if (p.includes('android')) return 'android';
  if (p === 'ios' || p.includes('iphone') || p.includes('ipad')) return 'ios';
  if (p.includes('win')) return 'windows';
  if (p.includes('mac')) return 'macos';
  if (p.includes('linux') || p.includes('chrome os') || p.includes('cros')) return 'linux';
  return null;
}

function osFromUserAgent(ua: string, touchPoints: number): OsName {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  // iPadOS asks for desktop pages with a Mac user agent; only the touch screen tells it apart.
  if (/macintosh|mac os x/i.test(ua)) return touchPoints > 1 ? 'ios' : 'macos';
  if (/windows/i.test(ua)) return 'windows';
  if (/cros|linux|x11/i.test(ua)) return 'linux';
  return 'unknown';
}

function readSafeArea(win: Window): Environment['safeArea'] {
  let style: CSSStyleDeclaration | null = null;
  try {
    style = win.getComputedStyle(win.document.documentElement);
  } catch {
    style = null;
  }
  const read = (name: string) => {
    const value = parseFloat(style?.getPropertyValue(name) ?? '');
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  return {
    top: read(SAFE_AREA_VARIABLES.top),
    right: read(SAFE_AREA_VARIABLES.right),
    bottom: read(SAFE_AREA_VARIABLES.bottom),
    left: read(SAFE_AREA_VARIABLES.left),
  };
}

/**
 * The player's OS, whether the device is mobile, and the page's safe area in CSS pixels (0 where a
 * variable is unset). Prefers User-Agent Client Hints and falls back to parsing the user agent.
 *
 * @example
 * ```ts
 * readEnvironment(window).os; // 'macos'
 * ```
 */
export function readEnvironment(win: Window): Environment {
  const nav = win.navigator;
  const uaData = (nav as Navigator & { userAgentData?: UaData }).userAgentData;
  const os =
    (uaData?.platform ? osFromPlatform(uaData.platform) : null) ??
    osFromUserAgent(nav.userAgent ?? '', nav.maxTouchPoints ?? 0);
  const isMobile = uaData?.mobile === true || os === 'android' || os === 'ios' || /mobi/i.test(nav.userAgent ?? '');
  return { os, isMobile, safeArea: readSafeArea(win) };
}
