import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../infra/event-store/port';
import { subscribeByPolling } from '../../infra/event-store/subscribe-by-polling';

// A follower behind the head reads bigger pages (doubling to maxBatchSize), and small ones again
// once at the head: the limits it asked for tell.
describe('a subscription behind the head', () => {
  it('doubles its page while pages come back full, up to the most, and drops back at the head', async () => {
    const log = Array.from({ length: 40 }, (_, i) => ({ position: String(i + 1) }) as RecordedEvent);
    const limits: number[] = [];
    let more = 0;
    const store = {
      readAll: async ({ after, limit = 0 }: { after?: string; limit?: number }) => {
        limits.push(limit);
        const from = Number(after ?? 0);
        return log.slice(from, from + limit);
      },
    };
    const seen: string[] = [];
    const sub = subscribeByPolling(
      store,
      { batchSize: 2, maxBatchSize: 8, handle: async (events) => void seen.push(...events.map((e) => e.position)) },
      async () => {
        if (more++ === 0)
          log.push(...Array.from({ length: 5 }, (_, i) => ({ position: String(41 + i) }) as RecordedEvent));
        else await new Promise((r) => setTimeout(r, 5));
      },
    );
    await expect.poll(() => seen.length).toBe(45);
    await sub.stop();
    expect(limits.slice(0, 8)).toEqual([2, 4, 8, 8, 8, 8, 8, 2]);
    expect(seen).toEqual(log.map((e) => e.position));
  });
});
