import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parseCommand } from './args';

const failure = (argv: string[]) => {
  try {
    parseCommand(argv);
  } catch (err) {
    return { name: (err as Error).name, message: (err as Error).message };
  }
  throw new Error('parsed');
};

describe('parseCommand', () => {
  it('dev: the folder, platform and port, with fxid, the current folder and the default port when left out', () => {
    expect(parseCommand(['dev'])).toEqual({
      name: 'dev',
      target: '.',
      platform: 'fxid',
      port: DEFAULT_PORT,
      open: false,
    });
    expect(parseCommand(['dev', 'game', '--platform', 'vkcom', '--port', '31140'])).toEqual({
      name: 'dev',
      target: 'game',
      platform: 'vkcom',
      port: 31140,
      open: false,
    });
    expect(parseCommand(['dev', '--platform=crazygames', 'http://localhost:5173/', '--open'])).toEqual({
      name: 'dev',
      target: 'http://localhost:5173/',
      platform: 'crazygames',
      port: DEFAULT_PORT,
      open: true,
    });
  });

  it('refuses an unknown platform, naming the ones there are', () => {
    expect(failure(['dev', '--platform', 'itch'])).toEqual({
      name: 'CliError',
      message:
        'Unknown platform "itch": use --platform with one of fxid, ok, vkplay, vkcom, yandex, ag, kg, fbgames, fbinstantgames, crazygames, ymobage, telegram, fxlauncher, fxnative, steam',
    });
  });

  it.each([['0'], ['65534'], ['80a'], ['1.5'], ['']])('refuses --port %j', (value) => {
    expect(failure(['dev', '--port', value]).message).toBe(`--port must be a number from 1 to 65533, not "${value}"`);
  });

  it('refuses unknown options, a missing value and extra arguments, pointing at --help', () => {
    expect(failure(['dev', '--platfrom', 'ok']).message).toBe(
      "Unknown option '--platfrom' (see `playport dev --help`)",
    );
    expect(failure(['dev', '--platform'])).toEqual({
      name: 'CliError',
      message: "Option '--platform <value>' argument missing (see `playport dev --help`)",
    });
    expect(failure(['dev', 'a', 'b']).message).toBe('playport dev takes one folder or URL, got 2: a b');
  });

  it('conformance: needs an http(s) URL', () => {
    expect(parseCommand(['conformance', 'http://127.0.0.1:5173/?game=conformance-game'])).toEqual({
      name: 'conformance',
      url: 'http://127.0.0.1:5173/?game=conformance-game',
      port: DEFAULT_PORT + 10,
      browser: null,
      json: false,
    });
    expect(failure(['conformance']).message).toBe(
      "playport conformance needs the host page's URL: playport conformance http://127.0.0.1:5173/",
    );
    expect(failure(['conformance', 'localhost:5173']).message).toBe(
      '"localhost:5173" is not an http(s) URL: pass the host page\'s address, such as http://127.0.0.1:5173/',
    );
  });

  it('new: the folder and the template', () => {
    expect(parseCommand(['new', 'my-game', '--template', 'vite'])).toEqual({
      name: 'new',
      dir: 'my-game',
      template: 'vite',
      force: false,
    });
    expect(parseCommand(['new'])).toEqual({ name: 'new', dir: '.', template: 'script', force: false });
    expect(failure(['new', '--template', 'react']).message).toBe(
      'Unknown template "react": use --template script or --template vite',
    );
  });

  it('help for the tool and for each command; an unknown command names the ones there are', () => {
    expect(parseCommand([])).toEqual({ name: 'help', topic: null });
    expect(parseCommand(['--help'])).toEqual({ name: 'help', topic: null });
    expect(parseCommand(['dev', '--help'])).toEqual({ name: 'help', topic: 'dev' });
    expect(parseCommand(['conformance', '-h'])).toEqual({ name: 'help', topic: 'conformance' });
    expect(parseCommand(['help', 'new'])).toEqual({ name: 'help', topic: 'new' });
    expect(parseCommand(['--version'])).toEqual({ name: 'version' });
    expect(failure(['serve']).message).toBe(
      'Unknown command "serve": use playport dev, playport conformance or playport new (see `playport --help`)',
    );
  });
});
