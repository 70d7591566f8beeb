import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementView, PartnerView } from '../../domain/consignment';
import { bearer } from './read-fixtures';
import { AGREEMENTS, CODES, MAIN, openConsignmentSample, PARTNERS, PRODUCTS, T } from './read-consignment-sample';
import type { ConsignmentShop } from './read-consignment-shop';

// The consignment screen's reads (spec 2.5) over the real projection and the real deciders' events:
// partners with their agreement counts, agreement cards filtered, searched and paged in SQL, one
// agreement with its items' statuses and its totals to the centavo, and the four stat cards.

const warehouse = bearer(['warehouse']);
let shop: ConsignmentShop;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await openConsignmentSample('read_cons');
  app = await shop.app();
});
afterAll(async () => shop?.close());

async function get(url: string, headers: Record<string, string> = warehouse) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
}
const codes = (body: { items: AgreementView[] }) => body.items.map((a) => a.code);
const names = (body: PartnerView[]) => body.map((p) => p.businessName);

describe('GET /api/consignment/partners', () => {
  it('lists every partner sorted by business name, with its agreements and the active ones', async () => {
    const { status, body } = await get('/api/consignment/partners');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Florería Lirio', 'Hotel Casa Azul SA de CV', 'Primavera Eventos y Banquetes SA']);
    expect(body.map((p: PartnerView) => [p.agreements, p.activeAgreements])).toEqual([
      [0, 0],
      [2, 1],
      [2, 1],
    ]);
  });

  it.each([
    ['status=active', ['Hotel Casa Azul SA de CV', 'Primavera Eventos y Banquetes SA']],
    ['status=inactive', ['Florería Lirio']],
    ['status=all', ['Florería Lirio', 'Hotel Casa Azul SA de CV', 'Primavera Eventos y Banquetes SA']],
    ['search=casa%20azul', ['Hotel Casa Azul SA de CV']],
    ['search=PRIMAVERA%20EVENTOS', ['Primavera Eventos y Banquetes SA']], // today's name, not the one agreed under
    ['search=eventos%20primavera', []],
    ['search=fli0303', ['Florería Lirio']], // the RFC
    ['search=FLORER%C3%8DA', ['Florería Lirio']], // accents lowered by Postgres on both sides
    ['search=%25', []],
    ['search=lirio&status=active', []],
  ])('filters %s in SQL', async (query, expected) => {
    const { status, body } = await get(`/api/consignment/partners?${query}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it('refuses an unknown status with a 400 problem naming it', async () => {
    const { status, body } = await get('/api/consignment/partners?status=asleep');
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toContain('status');
  });
});

describe('GET /api/consignment/partners/:id', () => {
  it('answers the PartnerView, commission in percent, address in México by default', async () => {
    const { status, body } = await get(`/api/consignment/partners/${PARTNERS.casaAzul}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      _id: PARTNERS.casaAzul,
      id: PARTNERS.casaAzul,
      businessName: 'Hotel Casa Azul SA de CV',
      tradeName: 'Casa Azul',
      type: 'hotel',
      taxId: 'HCA010101AB1',
      defaultCommission: 15,
      status: 'active',
      primaryAddress: { street: 'Av. Reforma 10', city: 'CDMX', state: '', zipCode: '', country: 'México' },
      mainContact: {
        name: 'Lucía Pérez',
        phone: '55 1234 5678',
        email: 'lucia@casaazul.mx',
        position: 'Compras',
      },
      notes: 'Lobby y suites',
      agreements: 2,
      activeAgreements: 1,
      // Its active agreement has sold nothing yet; the settled one is settled (issue 45's owedNow).
      owedNow: 0,
      createdAt: T.partners,
    });
    expect((await get(`/api/consignment/partners/${PARTNERS.lirio}`)).body).toMatchObject({
      defaultCommission: 12.5,
      status: 'inactive',
    });
  });

  it('answers 404 "Socio no encontrado." for an unknown partner', async () => {
    const { status, body } = await get('/api/consignment/partners/nadie');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'PARTNER.NOT_FOUND', detail: 'Socio no encontrado.' });
  });
});

describe('GET /api/consignment/agreements', () => {
  it('answers a page of AgreementView, newest first, with the partner as it is named today', async () => {
    const { status, body } = await get('/api/consignment/agreements');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20, pageCount: 1 });
    expect(codes(body)).toEqual([CODES.a4, CODES.a3, CODES.a2, CODES.a1]);
    expect(body.items[1].partner).toEqual({
      id: PARTNERS.primavera,
      businessName: 'Primavera Eventos y Banquetes SA',
      tradeName: 'Primavera 🌸',
    });
    expect(body.items.map((a: AgreementView) => a.status)).toEqual(['active', 'cancelled', 'active', 'settled']);
  });

  it.each([
    ['status=active', [CODES.a4, CODES.a2]],
    ['status=settled', [CODES.a1]],
    ['status=cancelled', [CODES.a3]],
    ['status=completed', []], // offered by the filter, reached by no transition
    ['status=all', [CODES.a4, CODES.a3, CODES.a2, CODES.a1]],
    [`partner=${PARTNERS.primavera}`, [CODES.a3, CODES.a2]],
    [`partner=${PARTNERS.primavera}&status=active`, [CODES.a2]],
    [`partner=${PARTNERS.lirio}`, []],
    ['search=3f2a1c', [CODES.a1]], // the card's code, any case
    ['search=C0FFEE', [CODES.a4]],
    ['search=casa%20azul', [CODES.a4, CODES.a1]], // the partner's trade name
    ['search=eventos%20primavera', [CODES.a3, CODES.a2]], // its name when agreed
    ['search=banquetes', [CODES.a3, CODES.a2]], // and its name today
    ['search=tulip%C3%A1n', [CODES.a1]], // a product's name
    ['search=gir-004', [CODES.a2]], // a product's SKU
    ['search=rosa', [CODES.a4, CODES.a1]], // 'Rosa roja' and 'Clavel rosa'
    ['search=rosa&status=settled', [CODES.a1]],
    ['search=nada', []],
    ['search=&status=&partner=', [CODES.a4, CODES.a3, CODES.a2, CODES.a1]],
  ])('filters %s in SQL', async (query, expected) => {
    const { status, body } = await get(`/api/consignment/agreements?${query}`);
    expect(status).toBe(200);
    expect(codes(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages newest first with the total of all pages', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => get(`/api/consignment/agreements?pageSize=3&page=${p}`)));
    expect(pages.map((p) => codes(p.body))).toEqual([[CODES.a4, CODES.a3, CODES.a2], [CODES.a1], []]);
    expect(pages[1]!.body).toMatchObject({ total: 4, page: 2, pageSize: 3, pageCount: 2 });
    expect((await get('/api/consignment/agreements?search=nada')).body).toMatchObject({
      items: [],
      total: 0,
      pageCount: 1,
    });
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['status=open', 'status'],
    ['page=5000&pageSize=100', 'page'],
  ])('refuses %s with a 400 problem naming %s', async (query, path) => {
    const { status, body, type } = await get(`/api/consignment/agreements?${query}`);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe('GET /api/consignment/agreements/:id', () => {
  it('answers the settled agreement: items consigned, sold, returned, their statuses, totals to the centavo', async () => {
    const { status, body } = await get(`/api/consignment/agreements/${AGREEMENTS.a1}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      _id: AGREEMENTS.a1,
      id: AGREEMENTS.a1,
      code: CODES.a1,
      partner: { id: PARTNERS.casaAzul, businessName: 'Hotel Casa Azul SA de CV', tradeName: 'Casa Azul' },
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      status: 'settled',
      notes: 'Temporada de primavera',
      items: [
        {
          product: PRODUCTS.rosa,
          productName: 'Rosa roja',
          sku: 'ROS-001',
          quantity: 10,
          soldQuantity: 4,
          returnedQuantity: 6,
          remaining: 0,
          unitPrice: 48.5,
          commission: 15,
          status: 'partial',
          locationId: MAIN,
        },
        {
          product: PRODUCTS.tulipan,
          productName: 'Tulipán amarillo',
          sku: 'TUL-002',
          quantity: 5,
          soldQuantity: 5,
          returnedQuantity: 0,
          remaining: 0,
          unitPrice: 30,
          commission: 12.5,
          status: 'sold',
          locationId: MAIN,
        },
      ],
      createdAt: T.a1,
      settledAt: T.a1Settled,
      acknowledgements: [],
      discrepancies: [],
      // 10 × 48.50 + 5 × 30; roses 3 × 48.50 and 1 × 48.50 (commission 21.83 + 7.28, rounded per line,
      // not 29.10 on 194.00), tulips 5 × 30 (7 asked, 5 remained) less 12.5 %.
      totalValue: 635,
      soldValue: 344,
      commissionTotal: 47.86,
      netValue: 296.14,
    });
  });

  it('answers the active, cancelled and untouched ones with their own figures and default dates', async () => {
    const [a2, a3, a4] = [
      await get(`/api/consignment/agreements/${AGREEMENTS.a2}`),
      await get(`/api/consignment/agreements/${AGREEMENTS.a3}`),
      await get(`/api/consignment/agreements/${AGREEMENTS.a4}`),
    ];
    expect(a2.body).toMatchObject({
      status: 'active',
      startDate: '2026-03-05',
      endDate: '2026-04-04',
      settledAt: null,
      totalValue: 405,
      soldValue: 81,
      commissionTotal: 16.2,
      netValue: 64.8,
    });
    expect(a2.body.items[0]).toMatchObject({
      soldQuantity: 4,
      returnedQuantity: 0,
      remaining: 16,
      unitPrice: 20.25,
      commission: 20,
      status: 'partial',
    });
    expect(a3.body).toMatchObject({ status: 'cancelled', totalValue: 500, soldValue: 0, netValue: 0 });
    expect(a3.body.items[0]).toMatchObject({
      soldQuantity: 0,
      returnedQuantity: 2,
      remaining: 0,
      status: 'pending',
    });
    expect(a4.body).toMatchObject({
      status: 'active',
      startDate: '2026-03-12',
      endDate: '2026-04-11',
      totalValue: 96,
      soldValue: 0,
    });
    expect(a4.body.items[0]).toMatchObject({ quantity: 8, remaining: 8, status: 'pending' });
  });

  it('answers 404 "Acuerdo no encontrado." for an unknown agreement', async () => {
    const { status, body, type } = await get('/api/consignment/agreements/00000000-0000-4000-8000-000000000099');
    expect(status).toBe(404);
    expect(type).toContain('application/problem+json');
    expect(body).toMatchObject({ code: 'AGREEMENT.NOT_FOUND', detail: 'Acuerdo no encontrado.' });
  });
});

describe('GET /api/consignment/summary', () => {
  it('answers the four stat cards over every agreement, the partners those that hold one', async () => {
    const { status, body } = await get('/api/consignment/summary');
    expect(status).toBe(200);
    // Lirio holds no agreement: "Socios" counts it not, as the reports do not (decision 0134).
    expect(body).toEqual({ totalAgreements: 4, active: 2, totalValue: 635 + 405 + 500 + 96, partners: 2 });
  });
});
