import { describe, expect, it } from 'vitest';
import { demoProductId, seedDemoInventory } from '../../command-api/seed/inventory';
import { DEMO_MOVEMENTS, DEMO_PRODUCTS, ean13 } from '../../command-api/seed/inventory-catalogue';
import { DEMO_LOTS, DEMO_WASTE } from '../../command-api/seed/inventory-lots';
import { lotsAt, lotStatus, stockStatusOf, type KnownProduct } from '../../domain/inventory';
import { totalStock } from '../../domain/inventory';
import { useInventoryApi } from './inventory-support';

// The demo shop's catalogue (npm start seeds it): every product and movement lands, a restart adds
// nothing, and the screens get products in every stock class.

const { inventoryApi } = useInventoryApi('invseed');

describe('the demo inventory', () => {
  it('seeds ~30 products and their movements once, whatever the restarts', async () => {
    const api = await inventoryApi();
    const deps = { handler: api.app.commands, store: api.store, db: api.database.db };
    expect(await seedDemoInventory(deps)).toEqual({
      products: DEMO_PRODUCTS.length,
      movements: DEMO_MOVEMENTS.length,
      lots: DEMO_LOTS.length + DEMO_WASTE.length,
    });
    const events = await api.countEvents();
    expect(await seedDemoInventory(deps)).toEqual({ products: 0, movements: 0, lots: 0 });
    // The next day too: the lots are the ones bought the first day, not a new week of them.
    expect(await seedDemoInventory(deps, new Date(Date.now() + 86_400_000))).toEqual({
      products: 0,
      movements: 0,
      lots: 0,
    });
    expect(await api.countEvents()).toBe(events);

    const products = await Promise.all(DEMO_PRODUCTS.map((p) => api.product(demoProductId(p.sku))));
    const classes = products.map((p) => stockStatusOf(totalStock(p), p.minStockLevel));
    expect(classes.filter((c) => c === 'out_of_stock').length).toBeGreaterThanOrEqual(3);
    expect(classes.filter((c) => c === 'low_stock').length).toBeGreaterThanOrEqual(3);
    const [rose] = products;
    expect(rose!.stock).toEqual({ 'Cámara fría': 66, 'Tienda Brickell': 10 });
    // The seeded keys hold: a new product cannot take a demo SKU.
    expect((await api.addProduct({ name: 'Otra rosa', sku: 'ros-001', price: 1, category: 'Rosas' })).statusCode).toBe(
      409,
    );
  });

  it('seeds lots from three suppliers, some at their sell-by tomorrow, and a week of waste with causes', async () => {
    const api = await inventoryApi();
    const deps = { handler: api.app.commands, store: api.store, db: api.database.db };
    const now = new Date('2026-03-10T15:00:00.000Z'); // 10:00 in New York: the shop's day is the 10th
    await seedDemoInventory(deps, now);
    const bySku = async (sku: string) => api.product(demoProductId(sku));
    const rose = await bySku('ROS-001');
    expect(rose.vaseLifeDays).toBe(7);
    expect((await bySku('ARR-001')).vaseLifeDays).toBeNull();
    const products = await Promise.all([...new Set(DEMO_LOTS.map((l) => l.sku))].map(bySku));
    const lots = products.flatMap((p) => Object.values(p.lots).filter((l) => l.supplier !== null));
    expect(new Set(lots.map((l) => l.supplier))).toEqual(
      new Set(['Flores del Valle', 'Ecuador Roses Co.', 'Homestead Growers']),
    );
    expect(new Set(lots.map((l) => `${l.supplier} ${l.vaseLifeDays}`))).toEqual(
      new Set(
        ['Flores del Valle 9', 'Flores del Valle 10', 'Flores del Valle 14', 'Ecuador Roses Co. 12'].concat([
          'Ecuador Roses Co. 21',
          'Homestead Growers 6',
          'Homestead Growers 5',
          'Homestead Growers 8',
        ]),
      ),
    );
    const held = (p: KnownProduct) =>
      Object.keys(p.lotStock).flatMap((place) =>
        lotsAt(p, place).map(({ lotId, units }) => ({ lot: p.lots[lotId], units })),
      );
    const status = (within: number) =>
      products.flatMap(held).filter(({ lot }) => lot && lotStatus(lot.sellBy, '2026-03-10', within) !== 'fresh');
    const tomorrow = status(1).filter(({ lot }) => lot!.sellBy === '2026-03-11');
    expect(tomorrow.map(({ lot }) => lot!.code).sort()).toEqual([
      'ERC-4402',
      'ERC-4471',
      'FV-2598',
      'HG-318',
      'HG-320',
    ]);
    expect(
      status(0)
        .map(({ lot }) => lot!.code)
        .sort(),
    ).toEqual(['FV-2611', 'HG-322', 'HG-325']);
    expect(status(0).find(({ lot }) => lot!.code === 'HG-322')).toMatchObject({
      units: 2,
      lot: { sellBy: '2026-03-09' },
    });
    // The week's waste: every cause, each priced at its lot's cost.
    const waste = (await Promise.all(products.map((p) => api.events(p.productId))))
      .flat()
      .filter((e) => e.type === 'StockMoved' && e.data.type === 'waste')
      .map((e) => e.data as { cause: string; quantity: number; costCents: number });
    expect(new Set(waste.map((w) => w.cause))).toEqual(
      new Set(['expired', 'damaged', 'quality', 'unsold_event', 'other']),
    );
    const units = (ws: { quantity: number }[]) => ws.map((w) => w.quantity).sort();
    expect(units(waste)).toEqual(units(DEMO_WASTE));
    expect(waste.find((w) => w.cause === 'unsold_event')).toMatchObject({ quantity: 3, costCents: 3 * 2800 });
  });

  it('prints valid EAN-13 barcodes', () => {
    expect(ean13('400638133393')).toBe('4006381333931'); // the textbook example
    for (const p of DEMO_PRODUCTS.filter((x) => x.barcode)) expect(p.barcode).toMatch(/^750\d{10}$/);
  });
});
