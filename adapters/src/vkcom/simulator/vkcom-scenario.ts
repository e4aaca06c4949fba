/**
 * One scripted answer: data, a vk-bridge error, or no answer at all. `delayMs` holds the answer
 * back, as a slow VK client does.
 */
export type VkAnswer = ({ data: unknown } | { error: { error_code: number; error_reason?: string } } | 'silent') & {
  delayMs?: number;
};

/** The answers a scenario usually wants, by outcome. */
export const VK_OUTCOMES = {
  cancel: { error: { error_code: 4, error_reason: 'User denied' } },
  fail: { error: { error_code: 1, error_reason: 'Unknown error' } },
  noFill: { data: { result: false } },
  slow: (data: unknown, delayMs: number): VkAnswer => ({ data, delayMs }),
  never: 'silent',
} as const satisfies Record<string, VkAnswer | ((...args: never[]) => VkAnswer)>;

/** What vk-bridge posts to the VK parent frame for each `send`. */
export interface VkConnectMessage {
  handler: string;
  params: Record<string, unknown> & { request_id?: string | number };
  type: 'vk-connect';
  webFrameId?: unknown;
  connectVersion?: string;
}

/** What the VK simulator answers; methods not named answer as VK does on the happy path. */
export interface VkcomScenario {
  answers?: Record<string, VkAnswer>;
  user?: { id: number; first_name: string; last_name: string; sex: 0 | 1 | 2 };
  /** Every `send` the game made (without vk-bridge's request id), for tests. */
  calls?: { method: string; props: unknown }[];
  /** Every message vk-bridge posted, as posted, for tests. */
  messages?: VkConnectMessage[];
}
