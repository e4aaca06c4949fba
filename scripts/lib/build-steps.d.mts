export interface BuildStep {
  name: string;
  command: string[];
  inputs: string[];
  outputs: string[];
}
export declare function buildSteps(root: string): BuildStep[];
export declare function newestFile(root: string, path: string): { file: string; mtimeMs: number } | null;
export declare function whyBuild(root: string, step: BuildStep): string | null;
