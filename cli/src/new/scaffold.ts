import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { CliError } from '../cli-error.js';
import { runtimePath } from '../paths.js';
import { nameFromFolder } from '../project-config.js';

function filesOf(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? filesOf(root, full) : [relative(root, full)];
  });
}

/**
 * The versions a new project depends on: those of the SDK and the CLI this CLI was packed with (their
 * package.json files sit in the runtime's layout, as in the repository).
 */
export function templateVersions(): { sdkVersion: string; cliVersion: string } {
  const version = (pkg: string) =>
    (JSON.parse(readFileSync(runtimePath(pkg, 'package.json'), 'utf8')) as { version: string }).version;
  return { sdkVersion: version('sdk'), cliVersion: version('cli') };
}

/** The files a template writes, with `{{name}}`, `{{title}}` and the package versions filled in. */
export function renderTemplate(template: 'script' | 'vite', name: string, title: string): Map<string, string> {
  const root = runtimePath('cli', 'templates', template);
  const fields: Record<string, string> = { name, title, ...templateVersions() };
  const out = new Map<string, string>();
  for (const file of filesOf(root).sort()) {
    const text = readFileSync(join(root, file), 'utf8');
    out.set(
      file,
      text.replace(/\{\{(\w+)\}\}/g, (whole, field: string) => fields[field] ?? whole),
    );
  }
  return out;
}

const titleOf = (name: string) =>
  name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** `playport new [dir]`: writes the template into `dir` (refusing one with files unless forced) and prints the next steps. */
export function scaffold(
  command: { dir: string; template: 'script' | 'vite'; force: boolean },
  io: { out: (line: string) => void; cwd: string },
): number {
  const dir = resolve(io.cwd, command.dir);
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new CliError(`${dir} is a file: pass a folder for the new game`);
  const present = existsSync(dir)
    ? readdirSync(dir).filter(
        (f) =>
          f !== '.git' &&
          f !== 'node_modules' &&
          f !== 'package.json' &&
          f !== 'package-lock.json' &&
          f !== '.playport',
      )
    : [];
  if (present.length && !command.force) {
    throw new CliError(
      `${dir} already has files (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): pick an empty folder, or pass --force to write over them`,
    );
  }
  const name = nameFromFolder(dir);
  const files = renderTemplate(command.template, name, titleOf(name));
  for (const [file, text] of files) {
    const target = join(dir, file);
    if (file === 'package.json' && existsSync(target) && !command.force) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  const rel = relative(io.cwd, dir);
  const at = !rel ? '.' : rel.startsWith('..') ? dir : rel;
  io.out(`Created ${name} (${command.template}) in ${dir}: ${[...files.keys()].join(', ')}`);
  io.out('Next:');
  if (command.template === 'vite') {
    io.out(`  cd ${at} && npm install && npm run dev`);
    io.out('  npx playport dev http://localhost:5173/   (in a second terminal)');
  } else {
    io.out(`  npx playport dev ${at}`);
  }
  return 0;
}
