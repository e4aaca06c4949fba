import { spawn } from 'node:child_process';

/** Opens `url` in the system's default browser; a failure only prints the address again. */
export function openInBrowser(url: string): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
  child.on('error', () => console.error(`playport: could not open a browser; open ${url}`));
  child.unref();
}
