import http from 'node:http';
import { percentile } from './harness';

// Requests over loopback HTTP on `lanes` concurrent keep-alive connections, each request timed from
// send to the last byte of its body. The load generator shares the machine's two cores with the
// server it measures, so it is node:http on a keep-alive agent: fetch (undici, web streams, an abort
// signal per request) cost the generator about twice as much CPU per request, taken from the server.

interface Answer {
  status: number;
  body: Buffer;
}

function send(agent: http.Agent, base: URL, path: string, init: RequestInit = {}): Promise<Answer> {
  const body = typeof init.body === 'string' ? init.body : undefined;
  const headers: Record<string, string | number> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method: init.method ?? 'GET', headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface Latencies {
  p50: number;
  p95: number;
  perSecond: number;
}

export async function timeRequests(
  base: string,
  total: number,
  lanes: number,
  request: (i: number) => { path: string; init?: RequestInit },
  /** The answers that count as served (a floor measured on 404s says so). */
  served: (status: number) => boolean = (status) => status < 400,
): Promise<Latencies> {
  const samples: number[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: lanes });
  const url = new URL(base);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < total) {
        const { path, init } = request(next++);
        const t0 = performance.now();
        const res = await send(agent, url, path, init);
        if (!served(res.status))
          throw new Error(
            `${init?.method ?? 'GET'} ${path} answered ${res.status}: ${res.body.toString().slice(0, 300)}`,
          );
        samples.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), perSecond: total / seconds };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
