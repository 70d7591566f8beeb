import { openBillingShop, type BillingShop } from './read-billing-shop';

// One small billing book the read suites share, seen from TODAY (a Wednesday; its week runs from
// Monday 16 to Sunday 22 March 2026):
//   I1 Casa Azul  2026-03-18  pending   F-2026-003  made as a draft, rewritten whole, then issued
//   I2 Primavera  2026-03-16  paid      F-2026-002
//   I3 Casa Azul  2026-03-02  cancelled F-2026-001  (issued, then cancelled: it keeps its number)
//   I4 Primavera  2026-02-27  draft     —
//   I5 (nobody)   2026-03-22  draft     —           saved offline for a client the server never heard of
//   I6 Casa Azul  2025-12-30  pending   FAC-2025/77 a manual number
// and three active products (one more inactive) for the modal's select.

const uuid = (tail: string) => `5c1d2e3f-0a0b-4c0d-8e0f-${tail.padStart(12, '0')}`;
export const TODAY = '2026-03-18';
export const CLIENTS = { casaAzul: uuid('c1'), primavera: uuid('c2'), nandu: uuid('c3'), ghost: uuid('c9') };
export const INVOICES = {
  i1: uuid('f1'),
  i2: uuid('f2'),
  i3: uuid('f3'),
  i4: uuid('f4'),
  i5: uuid('f5'),
  i6: uuid('f6'),
};
export const PRODUCTS = { rosa: uuid('a1'), girasol: uuid('a2'), lirio: uuid('a3'), orquidea: uuid('a4') };
export const ANA = { id: 'u-ana', name: 'Ana López' };
export const BOSS = 'u-boss'; // no users row: the history shows the id without a name

export const T = {
  clients: '2026-02-01T14:00:00.000Z',
  i6: '2025-12-30T15:00:00.000Z',
  i4: '2026-02-27T16:00:00.000Z',
  i3: '2026-03-02T15:00:00.000Z',
  i3Cancelled: '2026-03-04T13:00:00.000Z',
  i2: '2026-03-16T14:00:00.000Z',
  i2Paid: '2026-03-17T20:00:00.000Z',
  i1Draft: '2026-03-17T22:00:00.000Z',
  i1Updated: '2026-03-18T14:00:00.000Z',
  i1Issued: '2026-03-18T14:05:00.000Z',
  i5: '2026-03-18T15:00:00.000Z',
  i5Offline: '2026-03-18T09:30:00.000Z',
};

export const CASA_AZUL = {
  name: 'Hotel Casa Azul S.A.S.',
  email: 'compras@casaazul.co',
  phone: '+57 601 555 0101',
  address: 'Cra. 7 # 71-21, Bogotá',
  taxId: '900.123.456-7',
};

/** I1 as issued: 12 × 2.500,50 + 2 × 180.000 = 390.006,00; IVA 19 % 74.101,14; total 464.107,14. */
export const I1_LINES = [
  { productId: PRODUCTS.rosa, description: 'Rosa roja', quantity: 12, price: 2500.5 },
  { description: 'Centro de mesa para bodas', quantity: 2, price: 180000 },
];

export async function seedBillingBook(shop: BillingShop): Promise<void> {
  await shop.registerUser(ANA.id, ANA.name);
  const ana = (at: string) => ({ at, actor: ANA.id });
  const boss = (at: string) => ({ at, actor: BOSS });
  await shop.registerClient({ clientId: CLIENTS.casaAzul, ...CASA_AZUL }, ana(T.clients));
  await shop.registerClient(
    { clientId: CLIENTS.primavera, name: 'Eventos Primavera Ltda.', taxId: '800.555.010-1' },
    ana(T.clients),
  );
  await shop.registerClient(
    { clientId: CLIENTS.nandu, name: 'Floristería Ñandú', email: 'hola@nandu.co' },
    ana(T.clients),
  );
  const product = (productId: string, name: string, sku: string, price: number, extra: object = {}) =>
    shop.addProduct({ productId, name, sku, price, ...extra }, ana(T.clients));
  await product(PRODUCTS.rosa, 'Rosa roja', 'ROS-001', 2500.5, { description: 'Tallo largo, 60 cm' });
  await product(PRODUCTS.girasol, 'Girasol', 'GIR-002', 1800);
  await product(PRODUCTS.lirio, 'Lirio blanco', 'LIR-003', 3200.25, { description: 'Importado' });
  await product(PRODUCTS.orquidea, 'Orquídea', 'ORQ-004', 9000, { status: 'inactive' });

  const casa = { clientId: CLIENTS.casaAzul, clientName: CASA_AZUL.name };
  const primavera = { clientId: CLIENTS.primavera, clientName: 'Eventos Primavera Ltda.' };
  const roses = (quantity: number) => [{ productId: PRODUCTS.rosa, description: 'Rosa roja', quantity, price: 2500.5 }];
  await shop.createInvoice(
    { invoiceId: INVOICES.i6, ...casa, date: '2025-12-30', requestedNumber: 'FAC-2025/77', lines: roses(4) },
    ana(T.i6),
    'FAC-2025/77',
  );
  await shop.createInvoice(
    {
      invoiceId: INVOICES.i4,
      ...primavera,
      date: '2026-02-27',
      lines: [{ description: 'Ramo de novia', quantity: 0, price: 0 }],
    },
    ana(T.i4),
  );
  await shop.createInvoice(
    { invoiceId: INVOICES.i3, ...casa, date: '2026-03-02', lines: roses(2) },
    ana(T.i3),
    'F-2026-001',
  );
  await shop.cancel(INVOICES.i3, 'Pedido duplicado', boss(T.i3Cancelled));
  await shop.createInvoice(
    {
      invoiceId: INVOICES.i2,
      ...primavera,
      date: '2026-03-16',
      dueDate: '2026-03-31',
      lines: [{ productId: PRODUCTS.girasol, description: 'Girasol', quantity: 30, price: 1800 }],
    },
    ana(T.i2),
    'F-2026-002',
  );
  await shop.pay(INVOICES.i2, boss(T.i2Paid));
  await shop.createInvoice({ invoiceId: INVOICES.i1, ...casa, date: '2026-03-17', lines: roses(10) }, ana(T.i1Draft));
  await shop.updateInvoice(
    INVOICES.i1,
    {
      ...casa,
      date: TODAY,
      dueDate: '2026-04-17',
      lines: I1_LINES,
      notes: 'Entregar en recepción antes de las 10:00',
    },
    ana(T.i1Updated),
  );
  await shop.issue(INVOICES.i1, 'F-2026-003', ana(T.i1Issued));
  await shop.createInvoice(
    {
      invoiceId: INVOICES.i5,
      clientId: CLIENTS.ghost,
      clientName: '',
      date: '2026-03-22',
      offlineCreatedAt: T.i5Offline,
      lines: [{ description: 'Corona fúnebre', quantity: 1, price: 95000 }],
    },
    ana(T.i5),
  );
  await shop.projectAll(4);
}

export async function openBillingSample(prefix: string): Promise<BillingShop> {
  const shop = await openBillingShop(prefix);
  await seedBillingBook(shop);
  return shop;
}
