/**
 * The typed client of the Playport API (`/api/v1`): `createApiClient`, its errors, and its request
 * and response types.
 *
 * @packageDocumentation
 */
export * from '../api/index.js';
