import { loadScriptGlobal } from '../load-script-global';
import { SignInError, SignInErrorCode } from './sign-in-error';

/** The one-tap widget of `@vkid/sdk` (and of its local simulator), as the portal uses it. */
export interface VkOneTapWidget {
  render(params: Record<string, unknown> & { container: HTMLElement }): VkOneTapWidget;
  on(event: string, handler: (payload?: unknown) => void): VkOneTapWidget;
  close(): unknown;
}

/** The part of `@vkid/sdk` (widgets.md section 8) the portal uses; the `VKIDSDK` global has the same. */
export interface VkIdSdk {
  Config: { init(config: Record<string, unknown>): unknown };
  OneTap: new () => VkOneTapWidget;
  WidgetEvents: { ERROR: string };
  OneTapInternalEvents: { LOGIN_SUCCESS: string };
  ConfigResponseMode: { Callback: string };
}

declare global {
  interface Window {
    VKIDSDK?: VkIdSdk;
  }
}

/**
 * Loads VK ID on first use: `@vkid/sdk` as a lazy chunk, or the local server's `VKIDSDK`
 * simulator in local mode (loaded with `loadScript`, the host context's). A failure is
 * 'Unknown error during VK ID init.'.
 *
 * @example `const sdk = await loadVkIdSdk({ local: false, apiBase: '' }, context.loadScript);`
 */
export async function loadVkIdSdk(
  runtime: { local: boolean; apiBase: string },
  loadScript: (url: string) => Promise<void>,
): Promise<VkIdSdk> {
  try {
    if (runtime.local)
      return await loadScriptGlobal<VkIdSdk>(
        loadScript,
        'VKIDSDK',
        new URL('/dev/vkid/sdk.js', runtime.apiBase || window.location.origin).href,
      );
    return await import('@vkid/sdk');
  } catch (error) {
    throw new SignInError(SignInErrorCode.VkInitFailed, undefined, { cause: error });
  }
}
