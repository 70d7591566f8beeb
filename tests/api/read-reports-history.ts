import { randomUUID } from 'node:crypto';
import { SETTINGS_STREAM } from '../../domain/settings';
import { openConsignmentShop, CONSIGNMENT_MODELS } from './read-consignment-shop';

// A shop's history for the report suites: three products with movements of every type, partners with
// accented names (one renamed), agreements sold, returned, settled and cancelled, and a change of the
// shop's time zone half-way — every event at a time the test chooses.

export const REPORT_MODELS = [...CONSIGNMENT_MODELS, 'reports'] as const;
const MAIN = 'Almacén principal';
const at = (day: string, hour = '15:00') => ({ at: `2026-${day}T${hour}:00.000Z` });
const ref = (type: string) => ({ type, id: randomUUID() });

export async function openReportShop(prefix: string) {
  const shop = await openConsignmentShop(prefix);
  const rosa = await shop.addProduct(
    { name: 'Rosa roja', sku: 'ROS-001', price: 48.5, currentStock: 20, minStockLevel: 5, category: 'Rosas' },
    at('01-05'),
  );
  const tulipan = await shop.addProduct(
    { name: 'Tulipán', sku: 'TUL-002', price: 30, currentStock: 3, minStockLevel: 5, category: 'Tulipanes' },
    at('01-05'),
  );
  const orquidea = await shop.addProduct(
    { name: 'Orquídea', sku: 'ORQ-003', price: 250.25, currentStock: 0, minStockLevel: 1, category: 'Orquídeas' },
    at('01-06'),
  );
  await shop.move(rosa, { type: 'purchase', quantity: 10 }, at('02-02'));
  await shop.move(rosa, { type: 'sale', quantity: 4, reference: ref('sale') }, at('02-10'));
  await shop.move(tulipan, { type: 'adjustment', quantity: 1, direction: 'out' }, at('02-15'));
  await shop.move(rosa, { type: 'transfer', quantity: 5, targetLocationId: 'Bodega norte' }, at('02-20'));
  await shop.move(tulipan, { type: 'return', quantity: 2 }, at('02-25'));
  await shop.count(tulipan, { quantity: 7, location: MAIN }, at('03-02'));
  await shop.move(rosa, { type: 'consignment_out', quantity: 6, reference: ref('agreement') }, at('03-03'));
  await shop.move(rosa, { type: 'consignment_sold', quantity: 2, reference: ref('agreement') }, at('03-05'));
  await shop.move(rosa, { type: 'consignment_return', quantity: 1, reference: ref('agreement') }, at('03-06'));
  await shop.update(rosa, { name: 'Rosa roja premium', price: 55 }, at('03-10'));
  await shop.update(orquidea, { status: 'inactive' }, at('03-12'));

  const nandu = await shop.registerPartner({ businessName: 'Florería Ñandú', taxId: 'FNA010101AB1' }, at('02-01'));
  const azul = await shop.registerPartner({ businessName: 'Hotel Casa Azul', taxId: 'HCA010101AB1' }, at('02-01'));
  const item = (productId: string, productName: string, sku: string, quantity: number, unitPrice: number) => ({
    productId,
    productName,
    sku,
    locationId: MAIN,
    quantity,
    unitPrice,
    commission: 15,
  });
  const a1 = randomUUID();
  const a2 = randomUUID();
  const a3 = randomUUID();
  const one = { partnerId: nandu, partnerName: 'Florería Ñandú' };
  await shop.createAgreement(
    {
      agreementId: a1,
      ...one,
      startDate: '2026-03-03',
      endDate: '2026-03-31',
      items: [item(rosa, 'Rosa roja', 'ROS-001', 6, 48.5)],
    },
    at('03-03'),
  );
  await shop.sell(a1, [{ productId: rosa, quantity: 3 }], at('03-05'));
  await shop.giveBack(a1, [{ productId: rosa, quantity: 1 }], at('03-06'));
  await timeZone(shop, 'America/Mexico_City', '03-15');
  await shop.settle(a1, at('03-31', '18:30'));
  await shop.createAgreement(
    {
      agreementId: a2,
      partnerId: azul,
      partnerName: 'Hotel Casa Azul',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      items: [item(tulipan, 'Tulipán', 'TUL-002', 4, 30), item(orquidea, 'Orquídea', 'ORQ-003', 1, 250.25)],
    },
    at('04-01'),
  );
  await shop.sell(a2, [{ productId: tulipan, quantity: 1 }], at('04-03'));
  await shop.updatePartner(nandu, { businessName: 'Florería Ñandú y Asociados' }, at('04-05'));
  await shop.createAgreement(
    {
      agreementId: a3,
      ...one,
      startDate: '2026-04-10',
      endDate: '2026-04-20',
      items: [item(tulipan, 'Tulipán', 'TUL-002', 2, 31)],
    },
    at('04-10'),
  );
  await shop.cancel(a3, at('04-11'));
  await shop.project(7, REPORT_MODELS);
  return { ...shop, products: { rosa, tulipan, orquidea }, partners: { nandu, azul } };
}

async function timeZone(shop: Awaited<ReturnType<typeof openConsignmentShop>>, zone: string, day: string) {
  const id = randomUUID();
  const metadata = {
    commandId: id,
    correlationId: id,
    causationId: id,
    actor: { userId: 'u-boss', roles: ['owner'] },
    source: { app: 'backoffice' },
    occurredAt: at(day).at,
    schemaVersion: 1,
  };
  const history = await shop.store.readStream(SETTINGS_STREAM);
  const last = history[history.length - 1];
  await shop.store.appendToStream(
    SETTINGS_STREAM,
    [{ type: 'TimeZoneConfigured', data: { timeZone: zone }, metadata }],
    {
      expected: last ? last.revision : 'no_stream',
    },
  );
}

export type ReportShop = Awaited<ReturnType<typeof openReportShop>>;
