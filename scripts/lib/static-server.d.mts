import type { IncomingMessage, Server, ServerResponse } from 'node:http';
export declare function contentType(file: string): string;
export declare function resolvePath(mounts: readonly { prefix: string; dir: string }[], urlPath: string): string | null;
export declare function createStaticServer(options: {
  mounts: readonly { prefix: string; dir: string }[];
  headers?: Record<string, string>;
  before?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}): Server;
