import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_MESSAGES as M } from '../../domain/consignment';
import { expectProblem } from './inventory-support';
import { useConsignmentApi } from './consignment-support';

// What happens to an agreement: sales (priced from the item, capped), returns (clamped), settlement,
// cancellation; each refusal with the contract's message and nothing appended; and the stock that
// moves with each of them (issue 41: in the command itself, no longer once the reactor runs).

const { tokenAs, shop } = useConsignmentApi('conslife');

describe('sales, returns, settlement and cancellation', () => {
  /** 10 roses at the product's price and 4 orchids given away (unit price 0). */
  async function agreement() {
    const api = await shop();
    const items = [
      { productId: api.rose, quantity: 10 },
      { productId: api.orchid, quantity: 4, unitPrice: 0 },
    ];
    const id = await api.agreed({ partnerId: api.partnerId, items });
    const to = (what: string, body: object, headers?: Record<string, string>) =>
      api.post(`/api/consignment/agreements/${id}/${what}`, body, headers);
    return { ...api, id, to };
  }

  it('prices a sale from the item, caps it at what remains and merges lines of one product', async () => {
    const { to, rose, agreementEvents, id } = await agreement();
    const res = await to('sales', {
      items: [
        { productId: rose, quantity: 3 },
        { productId: rose, quantity: 1 },
      ],
      notes: 'Semana 1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id,
      streamId: `agreement-${id}`,
      revision: 1,
      position: expect.any(String),
    });
    const capped = await to('sales', { items: [{ productId: rose, quantity: 20 }] });
    expect(capped.statusCode).toBe(201);
    const [, first, second] = await agreementEvents(id);
    // 4 × 450.00 = 1800.00; 15 % = 270.00; net 1530.00.
    expect(first!.data).toMatchObject({
      lines: [
        {
          productId: rose,
          quantity: 4,
          requestedQuantity: 4,
          grossCents: 180000,
          commissionCents: 27000,
          netCents: 153000,
          locationId: 'Cámara fría',
        },
      ],
      grossCents: 180000,
      netCents: 153000,
      notes: 'Semana 1',
    });
    expect(second!.data).toMatchObject({ lines: [{ quantity: 6, requestedQuantity: 20 }] });
  });

  it('refuses a product not in the agreement, a price of 0, nothing remaining and an unknown agreement', async () => {
    const { to, post, rose, orchid, countEvents } = await agreement();
    await to('sales', { items: [{ productId: rose, quantity: 10 }] });
    const before = await countEvents();
    const stranger = expectProblem(
      await to('sales', { items: [{ productId: randomUUID(), quantity: 1 }] }),
      400,
      'SALE.ITEM_NOT_IN_AGREEMENT',
    );
    expect(stranger.detail).toBe(M['SALE.ITEM_NOT_IN_AGREEMENT']);
    const free = expectProblem(
      await to('sales', { items: [{ productId: orchid, quantity: 1 }] }),
      400,
      'SALE.PRICE_REQUIRED',
    );
    expect(free.detail).toBe(M['SALE.PRICE_REQUIRED']);
    const gone = expectProblem(
      await to('sales', { items: [{ productId: rose, quantity: 1 }] }),
      409,
      'SALE.NOTHING_REMAINING',
    );
    expect(gone.detail).toBe('No quedan unidades de Rosa roja Freedom (docena) en el acuerdo.');
    const empty = expectProblem(await to('sales', { items: [] }), 400, 'VALIDATION');
    expect(empty.errors).toEqual([{ path: 'items', message: M['SALE.ITEMS_REQUIRED'] }]);
    const unknown = expectProblem(
      await post(`/api/consignment/agreements/${randomUUID()}/sales`, {
        items: [{ productId: rose, quantity: 1 }],
      }),
      404,
      'AGREEMENT.NOT_FOUND',
    );
    expect(unknown.detail).toBe(M['AGREEMENT.NOT_FOUND']);
    expect(await countEvents()).toBe(before);
  });

  it('takes the sale id as the command id: the same sale sent twice is registered once', async () => {
    const { to, rose, agreementEvents, id } = await agreement();
    const saleId = randomUUID();
    const first = await to('sales', { saleId, items: [{ productId: rose, quantity: 2 }] });
    const again = await to('sales', { saleId, items: [{ productId: rose, quantity: 2 }] });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await agreementEvents(id)).map((e) => e.type)).toEqual(['AgreementCreated', 'ConsignmentSaleRegistered']);
  });

  it('clamps a return, settles what is left and then refuses anything more (409 AGREEMENT.NOT_ACTIVE)', async () => {
    const { to, rose, orchid, agreementEvents, id, countEvents } = await agreement();
    await to('sales', { items: [{ productId: rose, quantity: 3 }] });
    expect((await to('returns', { items: [{ productId: rose, quantity: 9 }] })).statusCode).toBe(201);
    expect((await to('settle', { notes: 'Cierre de mes' })).statusCode).toBe(201);
    const [, , returned, settled] = await agreementEvents(id);
    expect(returned!.data).toMatchObject({
      lines: [{ productId: rose, quantity: 7, requestedQuantity: 9, locationId: 'Cámara fría' }],
    });
    expect(settled).toMatchObject({
      type: 'AgreementSettled',
      data: {
        returnedLines: [{ productId: orchid, quantity: 4, locationId: 'Tienda Brickell' }],
        grossCents: 135000,
        commissionCents: 20250,
        netCents: 114750,
        notes: 'Cierre de mes',
      },
    });
    const before = await countEvents();
    for (const [what, body] of [
      ['sales', { items: [{ productId: rose, quantity: 1 }] }],
      ['returns', { items: [{ productId: rose, quantity: 1 }] }],
      ['settle', {}],
      ['cancel', {}],
    ] as const) {
      expect(expectProblem(await to(what, body), 409, 'AGREEMENT.NOT_ACTIVE').detail).toBe(M['AGREEMENT.NOT_ACTIVE']);
    }
    expect(await countEvents()).toBe(before);
  });

  it('cancels an agreement without sales, bringing everything back; refuses once something sold', async () => {
    const { to, agreementEvents, id, rose, orchid } = await agreement();
    const sold = await agreement();
    await sold.to('sales', { items: [{ productId: sold.rose, quantity: 1 }] });
    const refused = expectProblem(await sold.to('cancel', { reason: 'Cierre' }), 409, 'AGREEMENT.CANCEL_AFTER_SALE');
    expect(refused.detail).toBe(M['AGREEMENT.CANCEL_AFTER_SALE']);
    expect((await to('cancel', { reason: 'El hotel cierra por obras' })).statusCode).toBe(201);
    expect((await agreementEvents(id))[1]).toMatchObject({
      type: 'AgreementCancelled',
      data: {
        reason: 'El hotel cierra por obras',
        returnedLines: [
          { productId: rose, quantity: 10 },
          { productId: orchid, quantity: 4 },
        ],
      },
    });
  });

  it("moves the stock with each command, in the actor's name; the reactor moves nothing again", async () => {
    const { to, rose, orchid, reactor, product, consignmentLines, agreementEvents, id } = await agreement();
    await to(
      'sales',
      { items: [{ productId: rose, quantity: 3 }] },
      { authorization: `Bearer ${tokenAs('warehouse', 'walter')}` },
    );
    await to('returns', { items: [{ productId: rose, quantity: 2 }] });
    await to('settle', {});
    // The reactor still runs (it follows older agreements); it owes these nothing.
    await reactor().caughtUp();
    const roses = await product(rose);
    expect({ stock: roses.stock, consigned: roses.consigned }).toEqual({
      stock: { 'Cámara fría': 7 },
      consigned: 0,
    });
    const orchids = await product(orchid);
    expect({ stock: orchids.stock, consigned: orchids.consigned }).toEqual({
      stock: { 'Tienda Brickell': 6 },
      consigned: 0,
    });
    const lines = await consignmentLines(rose);
    expect(lines.map((l) => [l.type, l.quantity, l.locationId])).toEqual([
      ['consignment_out', 10, 'Cámara fría'],
      ['consignment_sold', 3, 'Cámara fría'],
      ['consignment_return', 2, 'Cámara fría'],
      ['consignment_return', 5, 'Cámara fría'],
    ]);
    expect(lines.every((l) => l.reference?.type === 'consignment' && l.reference.id === id)).toBe(true);
    const sale = (await agreementEvents(id))[1]!;
    expect(lines[1]!.metadata).toMatchObject({
      actor: { userId: 'walter', roles: ['warehouse'] },
      correlationId: sale.metadata.correlationId,
      commandId: sale.metadata.commandId,
    });
  });
});
