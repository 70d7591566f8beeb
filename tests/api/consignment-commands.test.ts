import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_MESSAGES as M } from '../../domain/consignment';
import { commandIdFor } from '../../infra/event-store/event-id';
import { expectProblem } from './inventory-support';
import { useConsignmentApi } from './consignment-support';

// Creating an agreement: the command-api checks partner and products (other aggregates) before it
// sends the command; each refusal is problem+json with the contract's message and appends nothing;
// an Idempotency-Key repeat gets the first answer. (Partners: consignment-partners.test.ts; what
// happens to an agreement afterwards: consignment-lifecycle.test.ts.)

const { consignmentApi, shop } = useConsignmentApi('conscmd');
const today = () => new Date().toISOString().slice(0, 10);

describe('creating an agreement', () => {
  it('fills name, SKU, location and price from the product and the commission from the partner; drops incomplete rows', async () => {
    const { agreed, agreementEvents, partnerId, rose, orchid, consignmentLines } = await shop();
    const items = [
      { productId: rose, quantity: 4 },
      { productId: '', quantity: 3 },
      { productId: orchid, quantity: 2, unitPrice: 900, commission: 10 },
      { productId: rose },
    ];
    const id = await agreed({ partnerId, items, notes: 'Lobby' });
    const [created] = await agreementEvents(id);
    expect(created).toMatchObject({
      type: 'AgreementCreated',
      data: {
        agreementId: id,
        partnerId,
        partnerName: 'Hotel Brickell Bay S.A. de C.V.',
        startDate: today(),
        notes: 'Lobby',
        items: [
          {
            productId: rose,
            productName: 'Rosa roja Freedom (docena)',
            sku: 'ROS-001',
            quantity: 4,
            unitPriceCents: 45000,
            commissionTenths: 150,
            locationId: 'Cámara fría',
          },
          {
            productId: orchid,
            productName: 'Orquídea blanca',
            sku: 'ORQ-001',
            quantity: 2,
            unitPriceCents: 90000,
            commissionTenths: 100,
            locationId: 'Tienda Brickell',
          },
        ],
      },
    });
    const end = new Date(Date.parse(`${today()}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect((created!.data as { endDate: string }).endDate).toBe(end);
    // Issue 41: the units left with the agreement, in its own command (before, only once the reactor followed it).
    expect(created!.data).toMatchObject({ stockMoved: true });
    const lines = await consignmentLines(rose);
    expect(lines.map((l) => [l.type, l.quantity, l.locationId, l.metadata.commandId])).toEqual([
      ['consignment_out', 4, 'Cámara fría', created!.metadata.commandId],
    ]);
  });

  it('refuses an unknown or inactive partner, appending nothing', async () => {
    const { createAgreement, send, partnerId, rose, countEvents } = await shop();
    const before = await countEvents();
    const unknown = expectProblem(
      await createAgreement({ partnerId: randomUUID(), items: [{ productId: rose, quantity: 1 }] }),
      404,
      'PARTNER.NOT_FOUND',
    );
    expect(unknown.detail).toBe(M['PARTNER.NOT_FOUND']);
    await send('PATCH', `/api/consignment/partners/${partnerId}`, { status: 'inactive' });
    const inactive = expectProblem(
      await createAgreement({ partnerId, items: [{ productId: rose, quantity: 1 }] }),
      409,
      'PARTNER.INACTIVE',
    );
    expect(inactive.detail).toBe(M['PARTNER.INACTIVE']);
    expect(await countEvents()).toBe(before + 1);
  });

  it('refuses a product missing, inactive, without stock or short at its location, naming it, appending nothing', async () => {
    const api = await shop();
    const { createAgreement, partnerId, rose, orchid, added, send, move, countEvents } = api;
    const empty = await added({
      name: 'Tulipán morado',
      sku: 'TUL-003',
      barcode: undefined,
      currentStock: 0,
    });
    const missing = randomUUID();
    const inactive = await added({
      name: 'Palma areca',
      sku: 'PLA-004',
      barcode: undefined,
      currentStock: 3,
    });
    await send('PATCH', `/api/inventory/products/${inactive}`, { status: 'inactive' });
    // The roses left their home: 10 units at the store, none in the cold room.
    await move({ productId: rose, type: 'transfer', quantity: 10, targetLocationId: 'Tienda Brickell' });
    const before = await countEvents();
    const agree = (productId: string, quantity = 1) =>
      createAgreement({
        partnerId,
        items: [
          { productId: orchid, quantity: 1 },
          { productId, quantity },
        ],
      });
    const refusals = [
      [
        await agree(missing),
        `El producto ${missing} no está disponible para consignación (debe estar activo y con stock).`,
      ],
      [
        await agree(inactive),
        'El producto Palma areca no está disponible para consignación (debe estar activo y con stock).',
      ],
      [
        await agree(empty),
        'El producto Tulipán morado no está disponible para consignación (debe estar activo y con stock).',
      ],
    ] as const;
    for (const [res, detail] of refusals)
      expect(expectProblem(res, 409, 'AGREEMENT.PRODUCT_UNAVAILABLE').detail).toBe(detail);
    const short = expectProblem(await agree(rose, 3), 409, 'AGREEMENT.STOCK_SHORT');
    expect(short.detail).toBe(
      'Stock insuficiente de Rosa roja Freedom (docena) en Cámara fría: hay 0, el acuerdo pide 3.',
    );
    const orchids = expectProblem(
      await createAgreement({ partnerId, items: [{ productId: orchid, quantity: 7 }] }),
      409,
      'AGREEMENT.STOCK_SHORT',
    );
    expect(orchids.detail).toBe('Stock insuficiente de Orquídea blanca en Tienda Brickell: hay 6, el acuerdo pide 7.');
    expect(await countEvents()).toBe(before);
  });

  it('refuses no complete row, the same product twice and an end before the start (400, contract messages)', async () => {
    const { createAgreement, partnerId, rose, countEvents } = await shop();
    const before = await countEvents();
    const none = expectProblem(
      await createAgreement({ partnerId, items: [{ productId: rose, quantity: 0 }, { quantity: 2 }] }),
      400,
      'AGREEMENT.ITEMS_REQUIRED',
    );
    expect(none.detail).toBe(M['AGREEMENT.ITEMS_REQUIRED']);
    const twice = expectProblem(
      await createAgreement({
        partnerId,
        items: [
          { productId: rose, quantity: 1 },
          { productId: rose, quantity: 2 },
        ],
      }),
      400,
      'AGREEMENT.DUPLICATE_PRODUCT',
    );
    expect(twice.detail).toBe(M['AGREEMENT.DUPLICATE_PRODUCT']);
    const dates = { startDate: '2026-12-10', endDate: '2026-12-01' };
    const backwards = expectProblem(
      await createAgreement({ partnerId, ...dates, items: [{ productId: rose, quantity: 1 }] }),
      400,
      'AGREEMENT.END_BEFORE_START',
    );
    expect(backwards.errors).toEqual([{ path: 'endDate', message: M['AGREEMENT.END_BEFORE_START'] }]);
    const price = expectProblem(
      await createAgreement({ partnerId, items: [{ productId: rose, quantity: 1, unitPrice: -1 }] }),
      400,
      'VALIDATION',
    );
    expect(price.errors).toEqual([{ path: 'items.0.unitPrice', message: M['AGREEMENT.UNIT_PRICE_NEGATIVE'] }]);
    expect(await countEvents()).toBe(before);
  });

  it('gives an Idempotency-Key repeat the first answer, even once the units have left for the partner', async () => {
    const { createAgreement, partnerId, rose, reactor, product, countEvents } = await shop();
    const key = randomUUID();
    const body = { partnerId, items: [{ productId: rose, quantity: 8 }] };
    const first = await createAgreement(body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      id: commandIdFor(key, 'agreement'),
      streamId: `agreement-${commandIdFor(key, 'agreement')}`,
    });
    await reactor().caughtUp();
    expect((await product(rose)).stock['Cámara fría']).toBe(2);
    const events = await countEvents();
    const repeat = await createAgreement(body, { 'idempotency-key': key });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await countEvents()).toBe(events);
  });
});

describe('consignment in the OpenAPI document', () => {
  it('documents every route', async () => {
    const { app } = await consignmentApi();
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/consignment/partners',
        '/api/consignment/partners/{id}',
        '/api/consignment/agreements',
        '/api/consignment/agreements/{id}/sales',
        '/api/consignment/agreements/{id}/returns',
        '/api/consignment/agreements/{id}/settle',
        '/api/consignment/agreements/{id}/cancel',
      ]),
    );
  });
});
