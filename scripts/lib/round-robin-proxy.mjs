// A small round-robin HTTP reverse proxy over keep-alive connections, standing in for the load
// balancer in front of several server instances (benchmarks and the two-instance tests). It adds
// X-Forwarded-For as a proxy does; a backend that fails to answer gets the next request.
import http from 'node:http';

/**
 * Starts the proxy on `port` (0 for any) in front of `backends` (base URLs); resolves with its URL,
 * how many requests each backend got, and `close()`.
 */
export function startRoundRobinProxy(backends, port = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const served = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    served[index]++;
    const target = new URL(req.url ?? '/', backends[index]);
    const headers = { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
    const upstream = http.request(target, { method: req.method, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ status: 502, title: 'Bad Gateway' }));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://127.0.0.1:${bound}`,
        served,
        close: () => new Promise((done) => {
          agent.destroy();
          server.closeAllConnections?.();
          server.close(() => done());
        }),
      });
    });
  });
}
