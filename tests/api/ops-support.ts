import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { tokenFor } from './read-fixtures';

// A websocket client for the data-management suites: it keeps every message it receives, and a test
// waits for the first one (after those already taken) that matches.

export interface Pushed {
  type: string;
  [key: string]: unknown;
}

export class SocketClient {
  private readonly received: Pushed[] = [];
  private taken = 0;
  private wake?: () => void;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.received.push(JSON.parse(String(raw)) as Pushed);
      this.wake?.();
    });
  }

  /** Resolves with every message up to and including the first match; the next wait starts after it. */
  async until(match: (m: Pushed) => boolean): Promise<Pushed[]> {
    for (;;) {
      const at = this.received.findIndex((m, i) => i >= this.taken && match(m));
      if (at >= 0) {
        const taken = this.received.slice(this.taken, at + 1);
        this.taken = at + 1;
        return taken;
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

export async function listen(app: FastifyInstance): Promise<string> {
  return (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
}

/** Connected and hearing the feed (the server said ready). */
export async function connectAs(base: string, roles: string[]): Promise<SocketClient> {
  const socket = new WebSocket(`${base}/api/ws`, { headers: { authorization: `Bearer ${tokenFor(roles)}` } });
  const client = new SocketClient(socket);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await client.until((m) => m.type === 'ready');
  return client;
}
