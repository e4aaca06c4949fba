import { request } from 'node:http';

/** One GET to 127.0.0.1:`port` sent with the Host header a browser would send for `host`; the status and body. */
export function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', fail);
    req.end();
  });
}
