export declare const ENTRIES: Record<string, string>;
export declare function buildServer(options?: { outdir?: string }): Promise<string[]>;
