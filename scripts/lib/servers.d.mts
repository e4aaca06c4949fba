export declare const repoRoot: string;
export declare function listExampleGames(root?: string): string[];
export declare function missingBundles(root?: string): string[];
export declare function startServers(options?: {
  hostPort?: number;
  gamePort?: number;
  thirdPort?: number;
  partnerOrigins?: readonly string[];
  root?: string;
}): Promise<{
  hostOrigin: string;
  gameOrigin: string;
  thirdOrigin: string | undefined;
  games: string[];
  close(): Promise<unknown>;
}>;
