import type { ChildProcess } from 'node:child_process';

export declare const COMPILED_MAIN: string;
export declare function freePort(): Promise<number>;
export interface CompiledServer {
  readonly child: ChildProcess;
  /** The server's pino lines, parsed. */
  readonly logs: Record<string, unknown>[];
  /** SIGTERM, then the exit code (or the signal that ended it). */
  stop(): Promise<number | string | null>;
}
export declare function startCompiledServer(options: {
  env: Record<string, string>;
  cwd?: string;
  main?: string;
}): Promise<CompiledServer>;
