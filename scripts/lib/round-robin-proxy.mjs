// A small reverse proxy for tests: each request goes to the next upstream in turn, with the client's
// address appended to X-Forwarded-For (as nginx and Caddy do), and the answer names the upstream that
// served it in `X-Playport-Upstream`.
import { Agent, createServer, request } from 'node:http';

/**
 * Listens on `host:port` (0: a free port) and forwards round-robin to `upstreams`
 * (`[{ name, port, host? }]`); an upstream that cannot be reached is answered 502.
 */
export function startRoundRobinProxy({ upstreams, port = 0, host = '127.0.0.1' }) {
  let next = 0;
  // Keep-alive to the upstreams, as a production proxy keeps its pool of connections.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const server = createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length];
    const client = req.socket.remoteAddress ?? 'unknown';
    const forwardedFor = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
    const out = request(
      {
        host: upstream.host ?? '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-playport-upstream': upstream.name });
        answer.pipe(res);
      },
    );
    out.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', 'x-playport-upstream': upstream.name });
      res.end(`upstream ${upstream.name}: ${err.message}`);
    });
    req.pipe(out);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const url = `http://${host}:${server.address().port}`;
      resolve({
        url,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      });
    });
  });
}
