import { describe, expect, it } from 'vitest';
import { demoProductId, seedDemoInventory } from '../../command-api/seed/inventory';
import { DEMO_MOVEMENTS, DEMO_PRODUCTS, ean13 } from '../../command-api/seed/inventory-catalogue';
import { stockStatusOf } from '../../domain/inventory';
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
    });
    const events = await api.countEvents();
    expect(await seedDemoInventory(deps)).toEqual({ products: 0, movements: 0 });
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

  it('prints valid EAN-13 barcodes', () => {
    expect(ean13('400638133393')).toBe('4006381333931'); // the textbook example
    for (const p of DEMO_PRODUCTS.filter((x) => x.barcode)) expect(p.barcode).toMatch(/^750\d{10}$/);
  });
});
