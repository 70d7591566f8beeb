import http from 'node:http';
import net from 'node:net';

// One origin for the browser: commands (POST/PUT/PATCH/DELETE) go to the command-api, reads,
// the websocket and the built app go to the read-api. In production a load balancer does this.
export interface Upstreams {
  command: { host: string; port: number };
  read: { host: string; port: number };
}

// The OpenAPI document and the health check are the command-api's.
const COMMAND_READS = /^\/api\/(docs|health)(\/|\?|$)/;
const isCommand = (method = 'GET', url = '/') => !['GET', 'HEAD', 'OPTIONS'].includes(method) || COMMAND_READS.test(url);

function forwardedFor(req: http.IncomingMessage): string {
  const earlier = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress ?? '';
  return earlier ? `${earlier}, ${peer}` : peer;
}

// Hop-by-hop headers describe one connection, not the message: passing the APIs' `keep-alive:
// timeout=72` on made browsers reuse sockets this server had already closed (ECONNRESET).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);
const endToEnd = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k)));

export function startGateway(port: number, host: string, up: Upstreams): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const target = isCommand(req.method, req.url) ? up.command : up.read;
    const forward = http.request(
      // The APIs trust X-Forwarded-For from loopback only: the login throttle keys on the caller.
      { ...target, method: req.method, path: req.url, headers: { ...endToEnd(req.headers), 'x-forwarded-for': forwardedFor(req) } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/problem+json' });
      }
      res.end(JSON.stringify({ type: 'about:blank', title: 'Bad Gateway', status: 502, code: 'UPSTREAM_DOWN', detail: 'El servicio no está disponible; vuelve a intentarlo en unos segundos.' }));
    });
    req.pipe(forward);
  });
  // Websocket upgrades are passed through byte for byte to the read-api.
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(up.read.port, up.read.host, () => {
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
