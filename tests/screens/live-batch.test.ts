import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../domain/delivery';
import type { Page, ProductDetailView, ProductView } from '../../domain/inventory';
import { createNoticeBatch, patchFromNotices } from '../../frontend/src/lib/live-batch';
import { productRowsPatch } from '../../frontend/src/features/inventory/api/product-rows-patch';
import { deliveryRowsPatch } from '../../frontend/src/features/delivery/api/delivery-rows-patch';
import type { DeliveryList } from '../../frontend/src/features/delivery/api/keys';

// Issue 24: a burst of websocket notices reads each query once, not once per notice; a product's
// stock change is patched into the list from the notice, never read again; a new
// delivery is read alone and put in its place on the board.

const settle = () => new Promise((r) => setTimeout(r, 0));
const product = (id: string, currentStock: number) =>
  ({ id, sku: id, name: id, currentStock, minStockLevel: 5, price: 2.5 }) as ProductView;
/** A product entry's values as the inventory projection sends them. */
const stockValues = (currentStock: number) => ({
  currentStock,
  consignedStock: 0,
  updatedAt: '2026-11-27T03:00:00.000Z',
});
const delivery = (id: string, day: string, status = 'PENDING') =>
  ({ id, scheduledDeliveryTime: day, status, late: false, driver: null, zone: { id: 'z1' } }) as DeliveryView;

/** A client whose queries are watched (as an open screen does), each counting its reads. */
function screen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const reads = new Map<string, number>();
  const stops: (() => void)[] = [];
  const watch = <T>(queryKey: unknown[], data: () => T) => {
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => (
        reads.set(JSON.stringify(queryKey), (reads.get(JSON.stringify(queryKey)) ?? 0) + 1),
        data()
      ),
    });
    stops.push(observer.subscribe(() => {}));
    return observer;
  };
  const readsOf = (queryKey: unknown[]) => reads.get(JSON.stringify(queryKey)) ?? 0;
  return { queryClient, watch, readsOf, stop: () => stops.forEach((s) => s()) };
}

let flushes: (() => void)[] = [];
const byHand = (flush: () => void) => void flushes.push(flush);
const flushAll = () => {
  const now = flushes;
  flushes = [];
  now.forEach((f) => f());
};
const unregister: (() => void)[] = [];
afterEach(() => {
  unregister.splice(0).forEach((u) => u());
  flushes = [];
});

describe('live updates under a burst of notices', () => {
  it('reads each query once for a burst, and once more for notices that came during that read', async () => {
    const s = screen();
    s.watch(['orders', 'list'], () => ({ items: [] }));
    await settle();
    const batch = createNoticeBatch(s.queryClient, () => [['orders']], byHand);
    for (let i = 0; i < 50; i++) batch.add({ projection: 'orders', changed: [{ entity: 'order', id: `o-${i}` }] });
    flushAll();
    for (let i = 0; i < 20; i++) batch.add({ projection: 'orders', changed: [{ entity: 'order', id: `o-${i}` }] });
    flushAll();
    await settle();
    await settle();
    expect(s.readsOf(['orders', 'list'])).toBe(1 + 2);
    s.stop();
  });

  it("patches a product's row from the notice's stock, reading neither the list nor the product", async () => {
    const s = screen();
    const listKey = ['inventory', 'products', { page: 1 }];
    s.watch(listKey, (): Page<ProductView> => ({ items: [product('p1', 10), product('p2', 4)] }) as Page<ProductView>);
    s.watch(['inventory', 'summary'], () => ({ lowStock: 0 }));
    s.watch(['inventory', 'categories'], () => ['Rosas']);
    await settle();
    unregister.push(patchFromNotices(productRowsPatch(async () => expect.fail('no read for a stock change'))));
    const batch = createNoticeBatch(s.queryClient, () => [['inventory']], byHand);
    for (let i = 1; i <= 30; i++)
      batch.add({ projection: 'inventory', changed: [{ entity: 'product', id: 'p1', values: stockValues(10 + i) }] });
    batch.add({ projection: 'inventory', changed: [{ entity: 'product', id: 'p2', values: stockValues(0) }] });
    flushAll();
    await settle();
    await settle();
    expect(s.readsOf(listKey)).toBe(1);
    expect(s.readsOf(['inventory', 'summary'])).toBe(2);
    expect(s.readsOf(['inventory', 'categories'])).toBe(1); // a stock change moves no category
    const page = s.queryClient.getQueryData<Page<ProductView>>(listKey)!;
    expect(page.items.map((r) => [r.id, r.currentStock, r.stockStatus, r.value])).toEqual([
      ['p1', 40, 'in_stock', 100],
      ['p2', 0, 'out_of_stock', 0],
    ]);
    s.stop();
  });

  it('reads the one product whose detail is open (its stock by location), and the lists for a notice without stock', async () => {
    const s = screen();
    const listKey = ['inventory', 'products', { page: 1 }];
    s.watch(listKey, () => ({ items: ['p1', 'p2'].map((id) => product(id, 1)) }));
    s.watch(['inventory', 'product', 'p1'], () => ({ ...product('p1', 1), stockByLocation: [] }));
    await settle();
    const productReads: string[] = [];
    unregister.push(
      patchFromNotices(
        productRowsPatch(
          async (id) => (productReads.push(id), { ...product(id, 7), stockByLocation: [] }) as ProductDetailView,
        ),
      ),
    );
    const batch = createNoticeBatch(s.queryClient, () => [['inventory']], byHand);
    batch.add({ projection: 'inventory', changed: [{ entity: 'product', id: 'p1', values: stockValues(7) }] });
    flushAll();
    await settle();
    expect([s.readsOf(listKey), productReads]).toEqual([1, ['p1']]);
    batch.add({ projection: 'inventory', changed: [{ entity: 'product', id: 'p2' }] });
    flushAll();
    await settle();
    expect(s.readsOf(listKey)).toBe(2);
    s.stop();
  });

  it('reads the lists and the categories again when a product changed more than its stock', async () => {
    const s = screen();
    const listKey = ['inventory', 'products', { page: 1 }];
    s.watch(listKey, () => ({ items: [product('p1', 1)] }));
    s.watch(['inventory', 'categories'], () => ['Rosas']);
    await settle();
    unregister.push(
      patchFromNotices(productRowsPatch(async () => expect.fail('no single read for a renamed product'))),
    );
    const batch = createNoticeBatch(s.queryClient, () => [['inventory']], byHand);
    batch.add({
      projection: 'inventory',
      changed: [
        { entity: 'product', id: 'p9' },
        { entity: 'product-listing', id: 'p9' },
      ],
    });
    flushAll();
    await settle();
    expect(s.readsOf(listKey)).toBe(2);
    expect(s.readsOf(['inventory', 'categories'])).toBe(2);
    s.stop();
  });

  it('puts a new delivery in its place on the board from a read of it alone', async () => {
    const s = screen();
    const listKey = ['deliveries', 'list', { status: 'active', date: '2026-12-14' }];
    const day = '2026-12-14';
    s.watch(listKey, (): DeliveryList => ({
      items: [delivery('a', day), delivery('c', day)],
      total: 2,
      truncated: false,
    }));
    await settle();
    unregister.push(patchFromNotices(deliveryRowsPatch(async (id) => delivery(id, day))));
    const batch = createNoticeBatch(s.queryClient, () => [['deliveries'], ['drivers']], byHand);
    for (const id of ['b', 'b', 'z']) batch.add({ projection: 'deliveries', changed: [{ entity: 'delivery', id }] });
    flushAll();
    await settle();
    await settle();
    expect(s.readsOf(listKey)).toBe(1);
    const list = s.queryClient.getQueryData<DeliveryList>(listKey)!;
    expect(list.items.map((d) => d.id)).toEqual(['a', 'b', 'c', 'z']);
    expect(list.total).toBe(4);
    s.stop();
  });
});
