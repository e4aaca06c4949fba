export declare const PUBLISHED: readonly string[];
export declare function packPackages(
  dir: string,
): { name: string; version: string; tarball: string; files: string[] }[];
