/** One scripted `API_callback` answer: result and data, or none at all. */
export type OkAnswer = { result: 'ok' | 'error'; data?: unknown } | 'silent';

/** What the OK simulator answers; methods not named answer as OK does on the happy path. */
export interface OkScenario {
  init?: 'ok' | 'error' | 'silent';
  /** Answers of `FAPI.UI.*` and `invokeUIMethod`, by method name. */
  ui?: Record<string, OkAnswer>;
  user?: Partial<{ uid: string; first_name: string; last_name: string; gender: string; locale: string }>;
  friends?: string[];
  calls?: string[];
}
