import * as z from 'zod/mini';
import { HandshakeType, SDK_VERSION, type InitPortMessage } from '@playport/sdk/protocol';

/** What the host knows about the frame it mounted. */
export interface InitPortExpectation {
  /** The frame's current `contentWindow`; null once the frame is gone. */
  frameWindow: Window | null;
  /** Exact origins the frame may speak from. */
  allowedOrigins: ReadonlySet<string>;
  /** The nonce put in the frame URL. */
  nonce: string;
}

/** What to do with a window message. */
export type InitPortVerdict =
  /** A valid init from the frame: open a port to `origin`. */
  | { kind: 'accept'; init: InitPortMessage; origin: string }
  /** A valid init from an SDK of another major version: tell it so, and do not connect. */
  | { kind: 'refuse'; init: InitPortMessage; origin: string; message: string }
  /** Not ours or not valid. `quiet` marks ordinary traffic of other windows, not worth a log line. */
  | { kind: 'ignore'; reason: string; quiet: boolean };

const initPortSchema = z.object({
  type: z.literal(HandshakeType.InitPort),
  nonce: z.string().check(z.maxLength(256)),
  version: z.object({ major: z.int().check(z.minimum(0)), minor: z.int().check(z.minimum(0)) }),
  build: z.number(),
  // Sent by 1.6 SDKs; an SDK without it has each offer taken as a new document load.
  loadId: z.optional(z.string().check(z.maxLength(64))),
});

const looksLikeInit = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === HandshakeType.InitPort;

/**
 * Decides whether a window message is the mounted game asking for its port. In order: the sender must be
 * exactly the frame's window, its origin exactly one of the allowed origins, the data a well-formed
 * initialise-port message, and the nonce the one in the frame URL. Only then is the version compared, so
 * a refusal never reaches anyone but the real frame.
 *
 * @example
 * ```ts
 * const verdict = acceptInitPort(event, { frameWindow: frame.contentWindow, allowedOrigins, nonce });
 * if (verdict.kind === 'accept') openPort(verdict.origin);
 * ```
 */
export function acceptInitPort(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  expected: InitPortExpectation,
): InitPortVerdict {
  if (expected.frameWindow === null || event.source !== expected.frameWindow) {
    const quiet = !looksLikeInit(event.data);
    return { kind: 'ignore', reason: 'the message did not come from the game frame', quiet };
  }
  if (!expected.allowedOrigins.has(event.origin)) {
    return { kind: 'ignore', reason: `origin ${JSON.stringify(event.origin)} is not allowed`, quiet: false };
  }
  const parsed = initPortSchema.safeParse(event.data);
  if (!parsed.success) {
    const quiet = !looksLikeInit(event.data);
    return { kind: 'ignore', reason: 'the message is not a well-formed initialise-port message', quiet };
  }
  const init = parsed.data;
  if (init.nonce !== expected.nonce) {
    return { kind: 'ignore', reason: 'the nonce does not match the one in the frame URL', quiet: false };
  }
  if (init.version.major !== SDK_VERSION.major) {
    const message =
      `The game's SDK speaks protocol ${init.version.major}.${init.version.minor}; ` +
      `this host speaks ${SDK_VERSION.major}.${SDK_VERSION.minor}. Use an SDK of major version ${SDK_VERSION.major}.`;
    return { kind: 'refuse', init, origin: event.origin, message };
  }
  return { kind: 'accept', init, origin: event.origin };
}
