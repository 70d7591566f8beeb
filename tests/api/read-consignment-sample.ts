import { openConsignmentShop, type ConsignmentShop } from './read-consignment-shop';

// One small consignment book the read suites share. Three partners (one inactive, one renamed after
// its agreements were made) and four agreements, one in each state the shop reaches:
//   A1 Hotel Casa Azul  — two sales of roses (per-line rounding: 29.11 of commission, not 29.10),
//                         tulips sold past what remained (capped), a return, then settled.
//   A2 Primavera        — active, some sunflowers sold.       A3 Primavera — cancelled before any sale.
//   A4 Hotel Casa Azul  — active, nothing sold yet.

const uuid = (tail: string) => `7d3e9c1a-4b2f-4c8d-9e1f-${tail.padStart(12, '0')}`;
export const PARTNERS = { casaAzul: uuid('aa01'), primavera: uuid('aa02'), lirio: uuid('aa03') };
export const AGREEMENTS = {
  a1: uuid('0a1b2c3f2a1c'),
  a2: uuid('0a1b2c5b7d0e'),
  a3: uuid('0a1b2c9e4a11'),
  a4: uuid('0a1b2cc0ffee'),
};
export const CODES = { a1: '3F2A1C', a2: '5B7D0E', a3: '9E4A11', a4: 'C0FFEE' };
export const PRODUCTS = {
  rosa: uuid('bb01'),
  tulipan: uuid('bb02'),
  girasol: uuid('bb03'),
  orquidea: uuid('bb04'),
  clavel: uuid('bb05'),
};
export const MAIN = 'Almacén principal';
export const ANA = { id: 'u-ana', name: 'Ana López' };
export const BOSS = 'u-boss'; // no users row: the history shows the id without a name

export const T = {
  partners: '2026-02-20T10:00:00.000Z',
  a1: '2026-03-01T15:00:00.000Z',
  a1Sale1: '2026-03-03T16:00:00.000Z',
  a1Sale2: '2026-03-04T16:00:00.000Z',
  a1Return: '2026-03-06T12:00:00.000Z',
  a1Settled: '2026-03-31T18:30:00.000Z',
  a2: '2026-03-05T09:00:00.000Z',
  a2Sale: '2026-03-07T11:00:00.000Z',
  a3: '2026-03-10T09:00:00.000Z',
  a3Cancelled: '2026-03-11T09:00:00.000Z',
  a4: '2026-03-12T09:00:00.000Z',
  renamed: '2026-03-20T09:00:00.000Z',
};

const item = (
  productId: string,
  productName: string,
  sku: string,
  quantity: number,
  unitPrice: number,
  commission: number,
) => ({ productId, productName, sku, locationId: MAIN, quantity, unitPrice, commission });

export async function openConsignmentSample(prefix: string): Promise<ConsignmentShop> {
  const shop = await openConsignmentShop(prefix);
  await shop.registerUser(ANA.id, ANA.name);
  const ana = (at: string) => ({ at, actor: ANA.id });
  const said = { at: T.partners, actor: BOSS };
  await shop.registerPartner(
    {
      partnerId: PARTNERS.casaAzul,
      businessName: 'Hotel Casa Azul SA de CV',
      tradeName: 'Casa Azul',
      type: 'hotel',
      taxId: 'HCA010101AB1',
      defaultCommission: 15,
      primaryAddress: { street: 'Av. Reforma 10', city: 'CDMX' },
      mainContact: {
        name: 'Lucía Pérez',
        phone: '55 1234 5678',
        email: 'lucia@casaazul.mx',
        position: 'Compras',
      },
      notes: 'Lobby y suites',
    },
    said,
  );
  await shop.registerPartner(
    {
      partnerId: PARTNERS.primavera,
      businessName: 'Eventos Primavera SA',
      tradeName: 'Primavera 🌸',
      type: 'event_planner',
      taxId: 'EPR020202CD2',
    },
    said,
  );
  await shop.registerPartner(
    {
      partnerId: PARTNERS.lirio,
      businessName: 'Florería Lirio',
      type: 'flower_shop',
      taxId: 'FLI030303EF3',
      defaultCommission: 12.5,
      status: 'inactive',
    },
    said,
  );

  await shop.createAgreement(
    {
      agreementId: AGREEMENTS.a1,
      partnerId: PARTNERS.casaAzul,
      partnerName: 'Hotel Casa Azul SA de CV',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      notes: 'Temporada de primavera',
      items: [
        item(PRODUCTS.rosa, 'Rosa roja', 'ROS-001', 10, 48.5, 15),
        item(PRODUCTS.tulipan, 'Tulipán amarillo', 'TUL-002', 5, 30, 12.5),
      ],
    },
    ana(T.a1),
  );
  await shop.sell(
    AGREEMENTS.a1,
    [
      { productId: PRODUCTS.rosa, quantity: 3 },
      { productId: PRODUCTS.tulipan, quantity: 7 },
    ],
    ana(T.a1Sale1),
  );
  await shop.sell(AGREEMENTS.a1, [{ productId: PRODUCTS.rosa, quantity: 1 }], { at: T.a1Sale2, actor: BOSS });
  await shop.giveBack(AGREEMENTS.a1, [{ productId: PRODUCTS.rosa, quantity: 2 }], ana(T.a1Return), 'Pétalos marchitos');
  await shop.createAgreement(
    {
      agreementId: AGREEMENTS.a2,
      partnerId: PARTNERS.primavera,
      partnerName: 'Eventos Primavera SA',
      items: [item(PRODUCTS.girasol, 'Girasol', 'GIR-004', 20, 20.25, 20)],
    },
    ana(T.a2),
  );
  await shop.sell(AGREEMENTS.a2, [{ productId: PRODUCTS.girasol, quantity: 4 }], ana(T.a2Sale));
  await shop.createAgreement(
    {
      agreementId: AGREEMENTS.a3,
      partnerId: PARTNERS.primavera,
      partnerName: 'Eventos Primavera SA',
      items: [item(PRODUCTS.orquidea, 'Orquídea blanca', 'ORQ-003', 2, 250, 20)],
    },
    ana(T.a3),
  );
  await shop.cancel(AGREEMENTS.a3, ana(T.a3Cancelled), 'El evento se canceló');
  await shop.createAgreement(
    {
      agreementId: AGREEMENTS.a4,
      partnerId: PARTNERS.casaAzul,
      partnerName: 'Hotel Casa Azul SA de CV',
      items: [item(PRODUCTS.clavel, 'Clavel rosa', 'CLA-005', 8, 12, 15)],
    },
    ana(T.a4),
  );
  await shop.updatePartner(
    PARTNERS.primavera,
    { businessName: 'Primavera Eventos y Banquetes SA' },
    { at: T.renamed, actor: BOSS },
  );
  await shop.settle(AGREEMENTS.a1, { at: T.a1Settled, actor: BOSS }, 'Pagado por transferencia');
  await shop.projectAll(4);
  return shop;
}
