import { HELP, parseCommand, type Command } from './args.js';
import { CliError } from './cli-error.js';

const VERSION = '0.1.0';

export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly cwd: string;
}

const defaultIo: Io = { out: (l) => console.log(l), err: (l) => console.error(l), cwd: process.cwd() };

/** Resolves once SIGINT or SIGTERM arrives. */
const untilStopped = () =>
  new Promise<void>((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

async function execute(command: Command, io: Io): Promise<number> {
  switch (command.name) {
    case 'help':
      io.out(HELP[command.topic ?? 'main']);
      return 0;
    case 'version':
      io.out(VERSION);
      return 0;
    case 'dev': {
      const { startDev } = await import('./dev/start-dev.js');
      const started = performance.now();
      const dev = await startDev({
        target: command.target,
        platform: command.platform,
        port: command.port,
        cwd: io.cwd,
        progress: (line) => io.out(line),
      });
      const a = dev.addresses;
      io.out('Serving:');
      io.out(`  QA page:          ${a.panel}`);
      io.out(`  Game in portal:   ${a.play}`);
      io.out(`  Portal:           ${a.portal}`);
      io.out(`  API reference:    ${a.apiReference} (the API is under ${a.api})`);
      io.out(`  Game:             ${a.game}`);
      io.out(`  Mail outbox:      ${a.outbox}`);
      io.out(`  Data:             ${dev.dataDir}`);
      io.out(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.`);
      if (command.open) {
        const { openInBrowser } = await import('./open-browser.js');
        openInBrowser(a.panel);
      }
      await untilStopped();
      await dev.close();
      return 0;
    }
    case 'conformance': {
      const { runConformance } = await import('./conformance/run-conformance.js');
      return runConformance(command, io);
    }
    case 'new': {
      const { scaffold } = await import('./new/scaffold.js');
      return scaffold(command, io);
    }
  }
}

/** Runs one command line; the exit code. A {@link CliError} is one line on stderr. */
export async function run(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  try {
    return await execute(parseCommand(argv), io);
  } catch (err) {
    if (err instanceof CliError) {
      io.err(`playport: ${err.message}`);
      return err.exitCode;
    }
    io.err(`playport: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  }
}

if (process.argv[1] && /[\\/]cli[\\/]src[\\/]main\.ts$/.test(process.argv[1])) {
  process.exitCode = await run(process.argv.slice(2));
}
