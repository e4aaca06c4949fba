import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, PHONE_PATTERN } from '@playport/sdk/protocol';
import { z } from 'zod';

/** A game's system name, as the routes take it in a path, query or body. */
export const gameName = z.string().min(1).max(128);

/** A request naming only a game (`Game`), in a path or a body. */
export const gameOnly = z.object({ Game: gameName });

/** A public order id, as the routes take it in a path, query or body. */
export const orderId = z.string().min(1).max(64);

/**
 * An e-mail address by the protocol's one rule (`isEmail`, which the host's and the portal's forms
 * apply): its pattern, at most 254 characters. `error` replaces the message of a missing or malformed one.
 */
export const email = (error?: string) =>
  z.email({ pattern: EMAIL_PATTERN, ...(error ? { error } : {}) }).max(MAX_EMAIL_LENGTH);

/** An international phone number by the protocol's rule (`isPhone`); `error` is the message of a wrong one. */
export const phone = (error?: string) => z.string().regex(PHONE_PATTERN, error);

/** An ISO 8601 date-time as the server writes it. */
export const isoDateTime = z.string();
