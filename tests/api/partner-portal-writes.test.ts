import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementStream } from '../../domain/consignment';
import { openPortalShop, owner, warehouse, type PortalShop } from './partner-portal-support';

// Issue 45: a partner confirms a settlement's statement (once: who, when, from where) and reports a
// line that does not match; both reach the shop — the agreement's detail and the consignment screen's
// task list — and the shop resolves the task. Only a partner writes these, on its own agreements.

let shop: PortalShop;
type Portal = Awaited<ReturnType<PortalShop['partnerWithPortal']>>;
let hotel: Portal;
let cafe: Portal;
let settled: { agreementId: string; productId: string };
let cafes: { agreementId: string; productId: string };
let settlementId: string;
const DEVICE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';

beforeAll(async () => {
  shop = await openPortalShop('pp_writes');
  hotel = await shop.partnerWithPortal('Brickell Bay Hotel', 'HBB210315AB1', 'lucia@brickell.example');
  cafe = await shop.partnerWithPortal('Café Wynwood', 'CWY200101AB2', 'marta@wynwood.example');
  settled = await shop.agreementWith(hotel.partnerId);
  cafes = await shop.agreementWith(cafe.partnerId);
  await shop.sell(settled.agreementId, settled.productId, 2);
  await shop.settle(settled.agreementId);
  await shop.settle(cafes.agreementId);
  const events = await shop.apps.store.readStream(agreementStream(settled.agreementId));
  settlementId = events.find((e) => e.type === 'AgreementSettled')!.eventId;
}, 120_000);
afterAll(async () => shop?.close());

const acknowledgeUrl = (agreementId: string, settlement: string) =>
  `/api/consignment/agreements/${agreementId}/statements/${settlement}/acknowledge`;
const acknowledge = (headers: Record<string, string>, body: object = {}, agreementId = settled.agreementId) =>
  shop.command('POST', acknowledgeUrl(agreementId, settlementId), body, { ...headers, 'user-agent': DEVICE });
const report = (headers: Record<string, string>, body: object, agreementId = settled.agreementId) =>
  shop.command('POST', `/api/consignment/agreements/${agreementId}/discrepancies`, body, headers);

describe('a partner confirms its statement', () => {
  it('refuses unknown keys (400) and the shop’s staff (403)', async () => {
    const extra = await acknowledge(hotel.headers, { note: 'ok', amount: 10 });
    expect(extra.status).toBe(400);
    expect((await acknowledge(warehouse)).status).toBe(403);
    // The owner passes every rule, but speaks for no partner.
    expect((await acknowledge(owner)).status).toBe(403);
  });

  it('is not found on another partner’s agreement, nor for a settlement that is not the agreement’s', async () => {
    const other = await shop.command('POST', acknowledgeUrl(cafes.agreementId, settlementId), {}, hotel.headers);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('AGREEMENT.NOT_FOUND');
    const wrong = acknowledgeUrl(settled.agreementId, '00000000-0000-4000-8000-00000000dead');
    expect((await shop.command('POST', wrong, {}, hotel.headers)).body.code).toBe('STATEMENT.NOT_FOUND');
  });

  it('answers { id, revision, position }; the shop sees who, when and from where; a second time is 409', async () => {
    const first = await acknowledge(hotel.headers, { note: 'Todo en orden' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ id: settled.agreementId, revision: 3, position: expect.any(String) });
    const detail = await shop.read(`/api/consignment/agreements/${settled.agreementId}`, warehouse);
    expect(detail.body.acknowledgements).toEqual([
      {
        settlementId,
        by: hotel.userId,
        name: 'Socia de Brickell Bay Hotel',
        at: expect.any(String),
        note: 'Todo en orden',
        from: { address: '127.0.0.1', device: DEVICE },
      },
    ]);
    const settlements = await shop.read('/api/consignment/settlements', hotel.headers);
    expect(settlements.body[0].acknowledged).toMatchObject({ by: hotel.userId, name: 'Socia de Brickell Bay Hotel' });
    const again = await acknowledge(hotel.headers);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'STATEMENT.ALREADY_ACKNOWLEDGED',
      detail: 'Ya confirmaste esta liquidación.',
    });
    const history = await shop.read(`/api/consignment/agreements/${settled.agreementId}/history`, hotel.headers);
    expect(history.body.at(-1)).toMatchObject({ type: 'StatementAcknowledged', data: { settlementId } });
  });
});

describe('a partner reports a discrepancy, and the shop resolves it', () => {
  let discrepancyId: string;

  it('refuses a product not in the agreement, a blank note and unknown keys (400); staff (403)', async () => {
    const body = { productId: settled.productId, note: 'Llegaron 4, no 5' };
    const stranger = await report(hotel.headers, { ...body, productId: cafes.productId });
    expect(stranger.status).toBe(400);
    expect(stranger.body.code).toBe('DISCREPANCY.PRODUCT_NOT_IN_AGREEMENT');
    expect((await report(hotel.headers, { ...body, note: '  ' })).status).toBe(400);
    expect((await report(hotel.headers, { ...body, note: 'x'.repeat(501) })).status).toBe(400);
    expect((await report(hotel.headers, { ...body, qty: 1 })).status).toBe(400);
    expect((await report(warehouse, body)).status).toBe(403);
    const other = await report(hotel.headers, { ...body, productId: cafes.productId }, cafes.agreementId);
    expect(other.status).toBe(404);
  });

  it('lands on the shop’s task list and the agreement’s detail', async () => {
    const res = await report(hotel.headers, { productId: settled.productId, note: ' Llegaron 4, no 5 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      revision: expect.any(Number),
      position: expect.any(String),
    });
    discrepancyId = res.body.id;
    const expected = {
      id: discrepancyId,
      agreementId: settled.agreementId,
      partnerId: hotel.partnerId,
      partnerName: 'Brickell Bay Hotel S.A. de C.V.',
      productId: settled.productId,
      productName: 'Rosa roja Freedom (docena)',
      note: 'Llegaron 4, no 5',
      reportedBy: { userId: hotel.userId, name: 'Socia de Brickell Bay Hotel' },
      status: 'open',
      resolvedBy: null,
    };
    const tasks = await shop.read('/api/consignment/discrepancies?status=open', warehouse);
    expect(tasks.status).toBe(200);
    expect(tasks.body).toEqual([expect.objectContaining(expected)]);
    const detail = await shop.read(`/api/consignment/agreements/${settled.agreementId}`, warehouse);
    expect(detail.body.discrepancies).toEqual([expect.objectContaining(expected)]);
    const mine = await shop.read(`/api/consignment/agreements/${settled.agreementId}`, hotel.headers);
    expect(mine.body.discrepancies).toHaveLength(1);
  });

  it('is resolved by the shop once (a partner cannot), and leaves the open tasks', async () => {
    const url = `/api/consignment/discrepancies/${discrepancyId}/resolve`;
    const body = { agreementId: settled.agreementId, note: 'Contamos de nuevo: eran 4' };
    expect((await shop.command('POST', url, body, hotel.headers)).status).toBe(403);
    expect((await shop.command('POST', url, { ...body, extra: true }, warehouse)).status).toBe(400);
    const wrongAgreement = await shop.command('POST', url, { ...body, agreementId: cafes.agreementId }, warehouse);
    expect(wrongAgreement.status).toBe(404);
    const resolved = await shop.command('POST', url, body, warehouse);
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(201);
    expect(resolved.body).toMatchObject({ id: discrepancyId, position: expect.any(String) });
    expect((await shop.command('POST', url, body, warehouse)).status).toBe(409);
    expect((await shop.read('/api/consignment/discrepancies?status=open', warehouse)).body).toEqual([]);
    const done = await shop.read('/api/consignment/discrepancies?status=resolved', warehouse);
    expect(done.body).toEqual([
      expect.objectContaining({
        id: discrepancyId,
        status: 'resolved',
        resolvedBy: { userId: 'pp-warehouse', name: 'pp-warehouse' },
        resolutionNote: 'Contamos de nuevo: eran 4',
        resolvedAt: expect.any(String),
      }),
    ]);
  });
});
