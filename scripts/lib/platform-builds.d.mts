/** One platform of platforms.json, as far as the builds read it. */
export interface ManifestPlatform {
  name: string;
  simulator: string | null;
}

export declare function manifestPlatforms(root: string): ManifestPlatform[];

export declare function adapterBuildInputs(platforms: readonly ManifestPlatform[]): {
  entries: Record<string, string>;
  simulators: string[];
};
