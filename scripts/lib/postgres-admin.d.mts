import type pg from 'pg';

export declare function withClient<T>(url: string, job: (client: pg.Client) => Promise<T>): Promise<T>;
export declare function createFreshDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<unknown> }>;
