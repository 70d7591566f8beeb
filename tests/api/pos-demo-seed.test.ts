import { describe, expect, it } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { seedDemoInventory } from '../../command-api/seed/inventory';
import { seedDemoPos } from '../../command-api/seed/pos';
import { registerDecider, registerStream, type CashSessionClosed } from '../../domain/pos';
import { useInventoryApi } from './inventory-support';

// The demo shop's counter (npm start seeds it after the catalogue): caja-2's session closed with its
// Z report, caja-1's open with three sales and one line refunded; a restart adds nothing.

const { inventoryApi } = useInventoryApi('posseed');

describe('the demo counter', () => {
  it('seeds a closed and an open session with their sales and a refund, once', async () => {
    const api = await inventoryApi();
    const { db } = api.database;
    const deps = { handler: api.app.commands, store: api.store, db, results: new CommandResults(db) };
    await seedDemoInventory(deps);
    expect(await seedDemoPos(deps)).toEqual({ sales: 5 });
    const events = await api.countEvents();
    expect(await seedDemoPos(deps)).toEqual({ sales: 0 });
    expect(await api.countEvents()).toBe(events);

    const caja2 = (await api.app.commands.load(registerDecider, registerStream('caja-2'))).state;
    expect(caja2.open).toBeNull();
    expect(caja2.closed).toHaveLength(1);
    const closed = (await api.store.readStream(registerStream('caja-2'))).at(-1)!;
    expect(closed.type).toBe('CashSessionClosed');
    const z = closed.data as CashSessionClosed['data'];
    expect(z.figures.salesCount).toBe(2);
    expect(z.figures.discountsCents).toBeGreaterThan(0);
    expect(z.differenceCents).toBeLessThan(0); // the drawer a few dollars short
    expect(z.differenceCents).toBeGreaterThan(-1_000);
    const caja1 = (await api.app.commands.load(registerDecider, registerStream('caja-1'))).state;
    expect(caja1.open?.figures).toMatchObject({ salesCount: 3 });
    // One pot of succulents back: $32.00 + 19 % IVA, paid back in cash.
    expect(caja1.open!.figures.refundsCents).toBe(3_808);
    expect(caja1.open!.figures.byMethod).toMatchObject({ card: 5_000, transfer: 5_000 });
  });
});
