import { readFileSync } from 'node:fs';
import { repoRoot } from '../../scripts/lib/servers.mjs';

/** The first ```html block under a heading of the root README, as written there. */
export function readmeHtmlBlock(heading: string): string {
  const readme = readFileSync(`${repoRoot}/README.md`, 'utf8');
  const at = readme.indexOf(`\n## ${heading}\n`);
  if (at < 0) throw new Error(`README.md has no section "## ${heading}"`);
  const block = /```html\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block) throw new Error(`README.md's "${heading}" has no html block`);
  return block[1]!;
}

/** The games origin the README's partner quickstart frames (`npm start`'s). */
export const README_GAMES_ORIGIN = 'http://localhost:5174';
