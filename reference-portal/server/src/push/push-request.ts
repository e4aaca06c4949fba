import { z } from 'zod';

/** An admin push request: the game, optionally one account, and the notification. */
export const pushRequestSchema = z.object({
  Game: z.string().min(1).max(128),
  AccountId: z.string().min(1).max(128).nullish(),
  Title: z.string().trim().min(1).max(200),
  Body: z.string().trim().min(1).max(1000),
  Url: z.url().max(2048).nullish(),
});

/** A validated admin push request. */
export type PushRequest = z.output<typeof pushRequestSchema>;
