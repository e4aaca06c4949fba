/**
 * The reference API contract: every request and response of `/api/v1`, by area. The client and the
 * reference server both use these types.
 */
export type * from '@playport/api-contract';
