import { parseArgs } from 'node:util';
import { CliError } from './cli-error.js';
import { ADAPTERS } from './platforms.js';

export const DEFAULT_PORT = 8787;

/** What the command line asks for. */
export type Command =
  | { readonly name: 'help'; readonly topic: CommandName | null }
  | { readonly name: 'version' }
  | {
      readonly name: 'dev';
      readonly target: string;
      readonly platform: string;
      readonly port: number;
      readonly open: boolean;
    }
  | {
      readonly name: 'conformance';
      readonly url: string;
      readonly port: number;
      readonly browser: string | null;
      readonly json: boolean;
    }
  | { readonly name: 'new'; readonly dir: string; readonly template: 'script' | 'vite'; readonly force: boolean };

export type CommandName = 'dev' | 'conformance' | 'new';

export const HELP: Readonly<Record<CommandName | 'main', string>> = {
  main: `Usage: playport <command> [options]

Commands:
  dev [dir | url]      Run your game in the local portal under any platform's simulator, with the QA panel
  conformance <url>    Check that a host page speaks the Playport protocol
  new [dir]            Create a minimal game that calls init, GetInfo, an ad and a purchase

Options:
  -h, --help           Show help (also \`playport <command> --help\`)
  -v, --version        Show the version`,
  dev: `Usage: playport dev [dir | url] [options]

Serves the game's files from its folder (default: the current folder, which must hold index.html;
never hidden files, node_modules or links out of it) to the local portal only, or frames your
running dev server (a URL such as http://localhost:5173/, hot reload included), starts the local
portal and API on an embedded database in your state folder (outside the project;
PLAYPORT_STATE_HOME sets it), registers the game from playport.config.json (optional) and prints
the QA page's address.

Options:
  --platform <name>    Run under this platform's simulator (default fxid): ${ADAPTERS.join(', ')}
  --port <n>           First of three ports: portal and API, games origin, payments origin (default ${DEFAULT_PORT})
  --open               Open the QA page in the default browser
  -h, --help           Show this help`,
  conformance: `Usage: playport conformance <url> [options]

Opens the host page at <url> in Chromium, waits for the conformance game it embeds to call every
protocol method, and checks each answer against the protocol's schema (a valid result, or an error
with a protocol error code and a message) and each event the host pushes. The conformance game is
served at http://localhost:<port>/conformance-game/ and its address is passed to the page as the
\`playportConformanceGame\` query parameter (a page that already embeds one may ignore it). Then
bad calls go through the game's client: an unknown method, invalid params. Exits 0 when the host conforms, 1 with a report when it does not.

Options:
  --port <n>           Port of the conformance game's origin (default ${DEFAULT_PORT + 10})
  --browser <path>     Chromium or Chrome to run (default: $PLAYPORT_BROWSER, else Playwright's)
  --json               Print the report as JSON
  -h, --help           Show this help`,
  new: `Usage: playport new [dir] [options]

Creates a minimal game in <dir> (default: the current folder) that calls init, GetInfo, a rewarded
ad and a purchase, with a playport.config.json. Refuses a folder that already has files.

Options:
  --template <kind>    script (one index.html with a script tag; default) or vite (Vite + TypeScript)
  --force              Write into a folder that already has files
  -h, --help           Show this help`,
};

function port(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < 1 || n > 65533) {
    throw new CliError(`--port must be a number from 1 to 65533, not "${value}"`);
  }
  return n;
}

function single(positionals: string[], command: string, what: string): string | undefined {
  if (positionals.length > 1)
    throw new CliError(`playport ${command} takes one ${what}, got ${positionals.length}: ${positionals.join(' ')}`);
  return positionals[0];
}

function parse<T extends Record<string, { type: 'string' | 'boolean'; short?: string }>>(
  command: string,
  args: string[],
  options: T,
) {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    const text = err instanceof Error ? err.message.split('\n')[0]! : String(err);
    throw new CliError(
      `${text.replace(/\. To specify a positional argument.*$/, '')} (see \`playport ${command} --help\`)`,
      1,
      { cause: err },
    );
  }
}

/** Reads the command line (without `node` and the script); bad input is a {@link CliError} naming the fix. */
export function parseCommand(argv: readonly string[]): Command {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    const topic =
      first === 'help' && rest[0] && rest[0] in HELP && rest[0] !== 'main' ? (rest[0] as CommandName) : null;
    return { name: 'help', topic };
  }
  if (first === '-v' || first === '--version') return { name: 'version' };
  switch (first) {
    case 'dev': {
      const { values, positionals } = parse('dev', rest, {
        platform: { type: 'string' },
        port: { type: 'string' },
        open: { type: 'boolean' },
      });
      if (values.help) return { name: 'help', topic: 'dev' };
      const platform = values.platform ?? 'fxid';
      if (!ADAPTERS.includes(platform))
        throw new CliError(`Unknown platform "${platform}": use --platform with one of ${ADAPTERS.join(', ')}`);
      return {
        name: 'dev',
        target: single(positionals, 'dev', 'folder or URL') ?? '.',
        platform,
        port: port(values.port, DEFAULT_PORT),
        open: values.open === true,
      };
    }
    case 'conformance': {
      const { values, positionals } = parse('conformance', rest, {
        port: { type: 'string' },
        browser: { type: 'string' },
        json: { type: 'boolean' },
      });
      if (values.help) return { name: 'help', topic: 'conformance' };
      const url = single(positionals, 'conformance', 'URL');
      if (!url)
        throw new CliError(
          "playport conformance needs the host page's URL: playport conformance http://127.0.0.1:5173/",
        );
      if (!/^https?:\/\//.test(url) || !URL.canParse(url))
        throw new CliError(
          `"${url}" is not an http(s) URL: pass the host page's address, such as http://127.0.0.1:5173/`,
        );
      return {
        name: 'conformance',
        url,
        port: port(values.port, DEFAULT_PORT + 10),
        browser: values.browser ?? null,
        json: values.json === true,
      };
    }
    case 'new': {
      const { values, positionals } = parse('new', rest, { template: { type: 'string' }, force: { type: 'boolean' } });
      if (values.help) return { name: 'help', topic: 'new' };
      const template = values.template ?? 'script';
      if (template !== 'script' && template !== 'vite')
        throw new CliError(`Unknown template "${template}": use --template script or --template vite`);
      return { name: 'new', dir: single(positionals, 'new', 'folder') ?? '.', template, force: values.force === true };
    }
    default:
      throw new CliError(
        `Unknown command "${first}": use playport dev, playport conformance or playport new (see \`playport --help\`)`,
      );
  }
}
