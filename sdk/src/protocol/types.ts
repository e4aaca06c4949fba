import type * as z from 'zod/mini';
import type * as e from './entities.js';

/** Who the player is on the platform (spec: social info). */
export type SocialInfo = z.output<typeof e.socialInfo>;
/** The portal account block of the get-info reply. */
export type FxIdInfo = z.output<typeof e.fxIdInfo>;
/** The get-info reply. */
export type GetInfoReply = z.output<typeof e.getInfoReply>;
/** A friend on the platform. */
export type Friend = z.output<typeof e.friend>;
/** A successful purchase. */
export type PurchaseResult = z.output<typeof e.purchaseResult>;
/** A legal document with versions. */
export type LegalDocument = z.output<typeof e.legalDocument>;
/** A recorded acceptance of a document version. */
export type Acceptance = z.output<typeof e.acceptance>;
/** A cross-play event rule. */
export type EventRule = z.output<typeof e.eventRule>;
/** A product of the default store front. */
export type Product = z.output<typeof e.product>;
/** Player gender as the platforms report it. */
export type Gender = z.output<typeof e.gender>;
/** A social capability flag. */
export type Capability = z.output<typeof e.capability>;
/** Why an ad or sticky banner could not be shown. */
export type AdErrorReason = z.output<typeof e.adErrorReason>;
/** A modal the game may ask the host to open. */
export type ModalType = z.output<typeof e.modalType>;
