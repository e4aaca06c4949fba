/** One scripted answer: data, a vk-bridge error, or no answer at all. */
export type VkAnswer = { data: unknown } | { error: { error_code: number; error_reason?: string } } | 'silent';

/** What the VK simulator answers; methods not named answer as VK does on the happy path. */
export interface VkcomScenario {
  answers?: Record<string, VkAnswer>;
  user?: { id: number; first_name: string; last_name: string; sex: 0 | 1 | 2 };
  /** Every `send` the game made, for tests. */
  calls?: { method: string; props: unknown }[];
}
