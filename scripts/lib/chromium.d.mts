export declare const DEBIAN_CHROMIUM: string;
export declare const NO_CHROMIUM_FIX: string;
export type ChromiumDecision =
  | { use: string; source: 'PLAYPORT_CHROMIUM' | 'debian' | 'playwright'; install?: undefined; error?: undefined }
  | { install: true; use?: undefined; source?: undefined; error?: undefined }
  | { error: string; use?: undefined; source?: undefined; install?: undefined };
export declare function decideChromium(input: {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  playwrightPath: string | undefined;
  canDownload: boolean;
}): ChromiumDecision;
export declare function playwrightChromiumPath(): string | undefined;
export declare function findChromium(env?: Record<string, string | undefined>): string | undefined;
