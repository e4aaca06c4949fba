import * as z from 'zod/mini';
import type { ProtocolEvents } from './contract.js';
import type { EventName } from './names.js';
import {
  adErrorReason,
  adType,
  consentStatus,
  fxIdInfo,
  orientation,
  playStateReason,
  socialInfo,
  text,
} from './entities.js';

const available = z.object({ available: z.boolean() });

/** The payload schema of every event the host pushes. */
export const eventSchemas = {
  AdsVideoAvailable: available,
  AdsInterstitialAvailable: available,
  AdsFinished: z.object({ type: adType }),
  AdsFailed: z.object({ type: adType, reason: adErrorReason }),
  AdsSkipped: z.object({ type: adType }),
  ConsentStatus: z.object({ status: consentStatus }),
  FocusChanged: z.object({ focused: z.boolean() }),
  UserInfoChanged: z.object({ fxId: z.nullable(fxIdInfo), social: z.nullable(socialInfo) }),
  LanguageChanged: z.object({ language: z.string() }),
  OrientationChanged: z.object({ orientation }),
  SupportRequest: z.object({ message: z.optional(text()) }),
  PauseStateChanged: z.object({ paused: z.boolean(), reason: playStateReason }),
  AudioStateChanged: z.object({ muted: z.boolean(), reason: playStateReason }),
} as const satisfies Record<EventName, z.ZodMiniType>;

export type { EventPayload } from './contract.js';

// As for the methods: the build fails when a payload schema drifts from the contract's type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Drift = {
  [E in EventName]: Same<z.output<(typeof eventSchemas)[E]>, ProtocolEvents[E]> extends true ? never : E;
}[EventName];
type Expect<T extends true> = T;
export type EventSchemasMatchContract = Expect<
  Same<EventName, keyof ProtocolEvents> extends true ? ([Drift] extends [never] ? true : Drift) : 'event names'
>;
