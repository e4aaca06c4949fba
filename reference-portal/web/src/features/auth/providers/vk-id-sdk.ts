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

let local: Promise<VkIdSdk> | null = null;

function loadScript(src: string): Promise<VkIdSdk> {
  if (window.VKIDSDK) return Promise.resolve(window.VKIDSDK);
  local ??= new Promise<VkIdSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.VKIDSDK ? resolve(window.VKIDSDK) : reject(new Error('VKIDSDK is missing')));
    script.onerror = () => {
      local = null;
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.append(script);
  });
  return local;
}

/**
 * Loads VK ID on first use: `@vkid/sdk` as a lazy chunk, or the local server's `VKIDSDK`
 * simulator in local mode. A failure is 'Unknown error during VK ID init.'.
 *
 * @example `const sdk = await loadVkIdSdk({ local: false, apiBase: '' });`
 */
export async function loadVkIdSdk(runtime: { local: boolean; apiBase: string }): Promise<VkIdSdk> {
  try {
    if (runtime.local) return await loadScript(new URL('/dev/vkid/sdk.js', runtime.apiBase || window.location.origin).href);
    return (await import('@vkid/sdk')) as unknown as VkIdSdk;
  } catch (error) {
    throw new SignInError(SignInErrorCode.VkInitFailed, undefined, { cause: error });
  }
}
