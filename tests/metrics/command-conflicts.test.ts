import { describe, expect, it } from 'vitest';
import { CommandHandler, type CommandContext } from '../../application/handler';
import { productDecider, productStream } from '../../domain/inventory';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { metricsText } from '../../infra/metrics/registry';
import { createTestDatabase } from '../support/database';
import { parseMetrics, valueOf } from './scrape';

// The command loop's conflicts as the metrics count them (application/decide-all.ts calls
// noteCommandConflict): two processes' handlers on one product, the second deciding on a memory
// the first's sale made stale — one conflict, one retry, no give-up, labelled by the stream's category.

const context = (commandId: string): CommandContext => ({
  commandId,
  correlationId: commandId,
  actor: { userId: 'u', roles: ['owner'] },
});
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const counts = async () => {
  const samples = parseMetrics(await metricsText());
  const product = { stream_category: 'product' };
  return {
    conflicts: valueOf(samples, 'flora_command_conflicts_total', { ...product, reason: 'concurrency' }) ?? 0,
    retries: valueOf(samples, 'flora_command_retries_total', product) ?? 0,
    exhausted: valueOf(samples, 'flora_command_conflicts_exhausted_total', product) ?? 0,
  };
};

describe('command conflicts in the metrics', () => {
  it('counts a conflict and its retry by stream category', async () => {
    const db = await createTestDatabase('metrics_conflicts');
    const store = new PostgresEventStore(db.pool);
    const handler = () => new CommandHandler({ store, snapshots: new SnapshotStore(db.db) });
    const [a, b] = [handler(), handler()];
    const productId = id(1);
    const stream = productStream(productId);
    const sale = (n: number) => ({
      type: 'RegisterMovement' as const,
      data: { movementId: id(n), type: 'sale' as const, quantity: 1, reference: { type: 'pos', id: `T-${n}` } },
    });
    try {
      const data = {
        productId,
        name: 'Rosa',
        sku: 'R-1',
        price: 10,
        currentStock: 3,
        minStockLevel: 0,
        category: 'Rosas',
        status: 'active' as const,
        images: [],
      };
      await a.handle(productDecider, stream, { type: 'AddProduct', data }, context(id(100)));
      await b.handle(productDecider, stream, sale(101), context(id(101)));
      const before = await counts();
      await a.handle(productDecider, stream, sale(102), context(id(102))); // decided on a's memory: stale
      const after = await counts();
      expect(after.conflicts - before.conflicts).toBe(1);
      expect(after.retries - before.retries).toBe(1);
      expect(after.exhausted - before.exhausted).toBe(0);
      await Promise.all([a.idle(), b.idle()]);
    } finally {
      await store.close();
      await db.drop();
    }
  });
});
