import { openInventoryShop, type InventoryShop } from './inventory-shop';

// One small shop the inventory read suites share: six products, one of each stock class twice,
// a full round of movements on the first (transfer, consignment out/sold/return, a count), a rename
// of its price and description, and three movements "today" for the dashboard.

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
export const IDS = {
  rosa: id(1),
  tulipan: id(2),
  orquidea: id(3),
  girasol: id(4),
  clavel: id(5),
  lirio: id(6),
};

export const ANA = { id: 'u-ana', name: 'Ana López' };
export const T = {
  added: '2026-03-01T09:00:00.000Z',
  purchase: '2026-03-02T10:00:00.000Z',
  sale: '2026-03-03T10:00:00.000Z',
  transfer: '2026-03-04T10:00:00.000Z',
  consignOut: '2026-03-05T10:00:00.000Z',
  consignSold: '2026-03-06T10:00:00.000Z',
  consignReturn: '2026-03-07T10:00:00.000Z',
  count: '2026-03-08T10:00:00.000Z',
  repriced: '2026-03-09T10:00:00.000Z',
};
export const MAIN = 'Almacén principal';
export const NORTH = 'Bodega norte';
export const ROSA_BARCODE = '7501000000011';

export interface Sample {
  shop: InventoryShop;
  /** When the three "today" movements were made. */
  today: string;
}

export async function openSample(prefix: string): Promise<Sample> {
  const shop = await openInventoryShop(prefix);
  await shop.registerUser(ANA.id, ANA.name);
  const at = { at: T.added };
  await shop.addProduct(
    {
      productId: IDS.rosa,
      name: 'Rosa roja',
      sku: 'ROS-001',
      barcode: ROSA_BARCODE,
      price: 45.5,
      wholesalePrice: 30,
      currentStock: 50,
      minStockLevel: 10,
      category: 'Rosas',
      categories: ['Ramos'],
      images: ['https://img.test/rosa.jpg', 'https://img.test/rosa-2.jpg'],
      description: 'Docena de rosas rojas',
    },
    at,
  );
  await shop.addProduct(
    {
      productId: IDS.tulipan,
      name: 'Tulipán amarillo',
      sku: 'TUL-002',
      barcode: '7501000000028',
      price: 30,
      currentStock: 5,
      minStockLevel: 10,
      category: 'Tulipanes',
    },
    at,
  );
  await shop.addProduct(
    {
      productId: IDS.orquidea,
      name: 'Orquídea blanca',
      sku: 'ORQ-003',
      price: 250,
      currentStock: 0,
      minStockLevel: 2,
      category: 'Orquídeas',
    },
    at,
  );
  await shop.addProduct(
    {
      productId: IDS.girasol,
      name: 'Girasol',
      sku: 'GIR-004',
      price: 20.25,
      currentStock: 100,
      minStockLevel: 20,
      category: 'Girasoles',
      location: NORTH,
    },
    at,
  );
  await shop.addProduct(
    {
      productId: IDS.clavel,
      name: 'Clavel rosa',
      sku: 'CLA-005',
      price: 12,
      currentStock: 8,
      minStockLevel: 8,
      category: 'Claveles',
      categories: ['Ramos'],
    },
    at,
  );
  await shop.addProduct(
    {
      productId: IDS.lirio,
      name: 'Lirio',
      sku: 'LIR-006',
      price: 35,
      currentStock: 0,
      minStockLevel: 5,
      category: 'Lirios',
      status: 'discontinued',
    },
    at,
  );

  const ana = (t: string) => ({ at: t, actor: ANA.id });
  await shop.move(IDS.rosa, { type: 'purchase', quantity: 20, notes: 'Proveedor Holanda' }, ana(T.purchase));
  await shop.move(
    IDS.rosa,
    { type: 'sale', quantity: 5, reference: { type: 'pos', id: 'T-1' } },
    { at: T.sale, deviceId: 'pos-7' },
  );
  await shop.move(IDS.rosa, { type: 'transfer', quantity: 15, targetLocationId: NORTH }, ana(T.transfer));
  await shop.move(
    IDS.rosa,
    { type: 'consignment_out', quantity: 10, reference: { type: 'agreement', id: 'AG-1' } },
    ana(T.consignOut),
  );
  await shop.move(
    IDS.rosa,
    { type: 'consignment_sold', quantity: 4, reference: { type: 'agreement', id: 'AG-1' } },
    ana(T.consignSold),
  );
  await shop.move(
    IDS.rosa,
    { type: 'consignment_return', quantity: 2, reference: { type: 'agreement', id: 'AG-1' } },
    ana(T.consignReturn),
  );
  await shop.count(IDS.rosa, { quantity: 40, notes: 'Conteo semanal' }, ana(T.count));
  await shop.update(IDS.rosa, { price: 48, description: 'Docena de rosas rojas de tallo largo' }, ana(T.repriced));

  const today = new Date().toISOString();
  await shop.move(IDS.tulipan, { type: 'sale', quantity: 2, reference: { type: 'pos', id: 'T-2' } }, { at: today });
  await shop.move(IDS.clavel, { type: 'purchase', quantity: 4 }, { at: today });
  await shop.move(IDS.clavel, { type: 'sale', quantity: 4, reference: { type: 'pos', id: 'T-3' } }, { at: today });
  await shop.project(4);
  return { shop, today };
}
