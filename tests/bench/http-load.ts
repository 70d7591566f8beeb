import { percentile } from './harness';

// Requests over loopback HTTP on `lanes` concurrent keep-alive connections (undici's pool behind
// fetch), each request timed from send to the last byte of its body.

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
): Promise<Latencies> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < total) {
        const { path, init } = request(next++);
        const t0 = performance.now();
        const res = await fetch(base + path, init);
        const body = await res.arrayBuffer();
        if (res.status >= 400)
          throw new Error(
            `${init?.method ?? 'GET'} ${path} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`,
          );
        samples.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), perSecond: total / seconds };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
