import { describe, expect, it } from 'vitest';
import { productDecider, productStream } from '../../domain/inventory';
import { CommandHandler, type CommandContext } from '../../application/handler';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';

// Two command-api processes on one store: each keeps the state it last saw of a stream, and
// still decides on what the other appended since (it reads the events after what it saw).

const context = (commandId: string): CommandContext => ({
  commandId,
  correlationId: commandId,
  actor: { userId: 'u', roles: ['owner'] },
});
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('a handler remembering the state it last saw', () => {
  it('decides on the events another process appended since, and takes snapshots as before', async () => {
    const db = await createTestDatabase('recent');
    const store = new PostgresEventStore(db.pool);
    const handler = () => new CommandHandler({ store, snapshots: new SnapshotStore(db.db), snapshotEvery: 5 });
    const [a, b] = [handler(), handler()];
    const productId = id(1);
    const stream = productStream(productId);
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
      const sale = (n: number) => ({
        type: 'RegisterMovement' as const,
        data: {
          movementId: id(n),
          type: 'sale' as const,
          quantity: 1,
          reference: { type: 'pos', id: `T-${n}` },
        },
      });
      await a.handle(productDecider, stream, sale(101), context(id(101))); // a remembers 2 left
      await b.handle(productDecider, stream, sale(102), context(id(102))); // b sells one: 1 left
      await a.handle(productDecider, stream, sale(103), context(id(103))); // a must see b's sale: 0 left
      await expect(a.handle(productDecider, stream, sale(104), context(id(104)))).rejects.toMatchObject({
        code: 'MOVEMENT.INSUFFICIENT_STOCK',
      });
      await expect(b.handle(productDecider, stream, sale(105), context(id(105)))).rejects.toMatchObject({
        code: 'MOVEMENT.INSUFFICIENT_STOCK',
      });

      const purchase = (n: number) => ({
        type: 'RegisterMovement' as const,
        data: { movementId: id(n), type: 'purchase' as const, quantity: 1 },
      });
      for (let n = 200; n < 210; n++) await (n % 2 ? a : b).handle(productDecider, stream, purchase(n), context(id(n)));
      await Promise.all([a.idle(), b.idle()]);
      const loaded = await handler().load(productDecider, stream);
      expect(loaded.state).toMatchObject({ stock: { 'Almacén principal': 10 } });
      expect(loaded.snapshotRevision).toBeGreaterThan(0n);
    } finally {
      await store.close();
      await db.drop();
    }
  });
});
