/** The sandbox of an embedded page that may keep its own origin. */
const BASE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
};

/**
 * The `sandbox` of an iframe modal showing `url`. A page on one of `ownOrigins` (the host page's, the
 * portal's) gets no `allow-same-origin`: with scripts and its real origin it could reach into the page
 * around it, read its storage and lift its own sandbox. Any other http(s) page keeps its origin, so its
 * own storage and sign-in work.
 *
 * @example
 * ```ts
 * frame.sandbox.value = iframeSandbox('https://docs.example/tos', [location.origin]);
 * ```
 */
export function iframeSandbox(url: string, ownOrigins: readonly string[]): string {
  const origin = originOf(url);
  const own = ownOrigins.some((candidate) => originOf(candidate) === origin);
  return origin !== 'null' && !own ? `${BASE_SANDBOX} allow-same-origin` : BASE_SANDBOX;
}
