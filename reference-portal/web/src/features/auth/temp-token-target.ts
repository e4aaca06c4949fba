import { safeRedirectPath } from '../../shared/lib/safe-redirect';

/** The continuation data a temp-token sign-in answers with. */
export interface TempTokenContinuation {
  readonly RedirectUri: string | null;
  readonly OrderPublicId: string | null;
}

/**
 * Where a temp-token sign-in lands: its redirect (a path of this portal, e.g. `/Store/{game}`), else
 * the status page of the order it names, else `/`.
 */
export function tempTokenTarget(
  data: TempTokenContinuation | null | undefined,
  origin: string = location.origin,
): string {
  if (data?.RedirectUri) return safeRedirectPath(data.RedirectUri, origin);
  if (data?.OrderPublicId) return `/Store/Return/${encodeURIComponent(data.OrderPublicId)}`;
  return '/';
}
