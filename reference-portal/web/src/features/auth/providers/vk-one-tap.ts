import type { VkLoginOptions } from './auth-config';
import { SignInError, SignInErrorCode } from './sign-in-error';
import type { VkIdSdk, VkOneTapWidget } from './vk-id-sdk';

/** What the one-tap hands back on success (LOGIN_SUCCESS with `responseMode: Callback`). */
export interface VkOneTapLogin {
  readonly code: string;
  readonly deviceId: string;
}

/** A rendered one-tap: its outcome and a way to take it down. */
export interface VkOneTapSession {
  readonly result: Promise<VkOneTapLogin>;
  close(): void;
}

/**
 * Initialises VK ID with this page's PKCE challenge and renders the one-tap into `container`.
 * Errors: no container → 'VK container not found.'; a bad client id or a throwing SDK →
 * 'Unknown error during VK ID init.'; the widget's error event → 'VK widget error.'.
 *
 * @example `const { result } = startVkOneTap(sdk, { container, options, codeChallenge, redirectUrl });`
 */
export function startVkOneTap(
  sdk: VkIdSdk,
  {
    container,
    options,
    codeChallenge,
    redirectUrl,
  }: { container: HTMLElement | null; options: VkLoginOptions | null; codeChallenge: string; redirectUrl: string },
): VkOneTapSession {
  if (!container) throw new SignInError(SignInErrorCode.VkContainerNotFound);
  const app = Number(options?.ClientId);
  if (!options || !Number.isSafeInteger(app) || app <= 0) throw new SignInError(SignInErrorCode.VkInitFailed);
  const oauthList = [options.ShowOkLogin && 'ok_ru', options.ShowMailRuLogin && 'mail_ru'].filter(
    (x): x is string => !!x,
  );
  let widget: VkOneTapWidget;
  try {
    sdk.Config.init({
      app,
      redirectUrl,
      codeChallenge,
      scope: options.Scope || 'vkid.personal_info',
      responseMode: sdk.ConfigResponseMode.Callback,
    });
    widget = new sdk.OneTap();
  } catch (error) {
    throw new SignInError(SignInErrorCode.VkInitFailed, undefined, { cause: error });
  }
  const result = new Promise<VkOneTapLogin>((resolve, reject) => {
    try {
      widget
        .render({
          container,
          showAlternativeLogin: oauthList.length > 0,
          ...(oauthList.length ? { oauthList } : {}),
          styles: { height: 44, borderRadius: 8 },
        })
        .on(sdk.WidgetEvents.ERROR, (payload) =>
          reject(new SignInError(SignInErrorCode.VkWidgetError, undefined, { cause: payload })),
        )
        .on(sdk.OneTapInternalEvents.LOGIN_SUCCESS, (payload) => {
          const p = (payload ?? {}) as { code?: unknown; device_id?: unknown };
          if (typeof p.code === 'string' && p.code)
            resolve({ code: p.code, deviceId: typeof p.device_id === 'string' ? p.device_id : '' });
          else reject(new SignInError(SignInErrorCode.VkWidgetError));
        });
    } catch (error) {
      reject(new SignInError(SignInErrorCode.VkInitFailed, undefined, { cause: error }));
    }
  });
  return {
    result,
    close: () => {
      try {
        widget.close();
      } catch {
        // A widget that failed to render has nothing to close.
      }
    },
  };
}
