import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementStream } from '../../domain/consignment';
import { bearer, registerAccounts, tokenFor } from './identity-support';
import { openPortalShop, owner, warehouse, type PortalShop } from './partner-portal-support';

// Issue 45: a partner's portal account reads consignment through the shop's own routes and sees its
// own partner's rows only — another partner's agreement, history, statement, partner row and
// settlement are exactly as absent as an unknown id (404, never 403) — and its socket hears of its own
// agreements only. The statement it downloads is the shop's, byte for byte, at the same position.

let shop: PortalShop;
type Portal = Awaited<ReturnType<PortalShop['partnerWithPortal']>>;
let hotel: Portal;
let cafe: Portal;
/** The hotel's settled agreement (2 of 5 sold at 100, 20 %), its active one (1 sold), the café's settled one. */
let settled: { agreementId: string; productId: string };
let active: { agreementId: string; productId: string };
let cafes: { agreementId: string; productId: string };
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

beforeAll(async () => {
  shop = await openPortalShop('pp_reads');
  hotel = await shop.partnerWithPortal('Brickell Bay Hotel', 'HBB210315AB1', 'lucia@brickell.example');
  cafe = await shop.partnerWithPortal('Café Wynwood', 'CWY200101AB2', 'marta@wynwood.example');
  settled = await shop.agreementWith(hotel.partnerId);
  active = await shop.agreementWith(hotel.partnerId);
  cafes = await shop.agreementWith(cafe.partnerId);
  await shop.sell(settled.agreementId, settled.productId, 2);
  await shop.settle(settled.agreementId);
  await shop.sell(active.agreementId, active.productId, 1);
  await shop.sell(cafes.agreementId, cafes.productId, 3);
  await shop.settle(cafes.agreementId);
}, 120_000);
afterAll(async () => shop?.close());

const settlementIdOf = async (agreementId: string) =>
  (await shop.apps.store.readStream(agreementStream(agreementId))).find((e) => e.type === 'AgreementSettled')!.eventId;

describe('a partner reads its own', () => {
  it('agreements, whatever partner it names in the filter', async () => {
    for (const query of ['', `?partner=${cafe.partnerId}`]) {
      const { status, body } = await shop.read(`/api/consignment/agreements${query}`, hotel.headers);
      expect(status).toBe(200);
      expect(body.items.map((a: { id: string }) => a.id).sort()).toEqual(
        [settled.agreementId, active.agreementId].sort(),
      );
    }
    const staff = await shop.read('/api/consignment/agreements', warehouse);
    expect(staff.body.total).toBe(3);
  });

  it('agreement, with its items, history and statement', async () => {
    const detail = await shop.read(`/api/consignment/agreements/${settled.agreementId}`, hotel.headers);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      status: 'settled',
      soldValue: 200,
      netValue: 160,
      acknowledgements: [],
      discrepancies: [],
    });
    expect(detail.body.items[0]).toMatchObject({ soldQuantity: 2, returnedQuantity: 3, remaining: 0 });
    const history = await shop.read(`/api/consignment/agreements/${settled.agreementId}/history`, hotel.headers);
    expect(history.status).toBe(200);
    expect(history.body.map((e: { type: string }) => e.type)).toEqual([
      'AgreementCreated',
      'ConsignmentSaleRegistered',
      'AgreementSettled',
    ]);
    const pdf = await shop.read(`/api/consignment/agreements/${settled.agreementId}/statement.pdf`, hotel.headers);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
  });

  it('partner row, with what its open agreements leave to settle (owedNow)', async () => {
    const list = await shop.read('/api/consignment/partners', hotel.headers);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([hotel.partnerId]);
    const mine = await shop.read(`/api/consignment/partners/${hotel.partnerId}`, hotel.headers);
    // The active agreement's one sale: 100 less 20 %; the settled one owes nothing more.
    expect(mine.body).toMatchObject({ id: hotel.partnerId, owedNow: 80, agreements: 2, activeAgreements: 1 });
    const staff = await shop.read('/api/consignment/partners', warehouse);
    expect(staff.body.map((p: { id: string }) => p.id).sort()).toEqual([hotel.partnerId, cafe.partnerId].sort());
    expect(staff.body.find((p: { id: string }) => p.id === cafe.partnerId).owedNow).toBe(0);
  });

  it('settlements: its own, named by the settlement event, with the agreement’s figures', async () => {
    const expected = {
      id: await settlementIdOf(settled.agreementId),
      agreementId: settled.agreementId,
      partnerId: hotel.partnerId,
      partnerName: 'Brickell Bay Hotel S.A. de C.V.',
      gross: 200,
      commission: 40,
      net: 160,
      position: expect.any(String),
      acknowledged: null,
    };
    for (const query of ['', `?partner=${cafe.partnerId}`]) {
      const { status, body } = await shop.read(`/api/consignment/settlements${query}`, hotel.headers);
      expect(status).toBe(200);
      expect(body).toEqual([expect.objectContaining(expected)]);
    }
    const all = await shop.read('/api/consignment/settlements', warehouse);
    expect(all.body).toHaveLength(2);
    const cafeOnly = await shop.read(`/api/consignment/settlements?partner=${cafe.partnerId}`, warehouse);
    expect(cafeOnly.body.map((s: { agreementId: string }) => s.agreementId)).toEqual([cafes.agreementId]);
  });
});

describe('another partner’s rows are as absent as unknown ones (404)', () => {
  const same = async (path: (id: string) => string, otherId: string) => {
    const other = await shop.read(path(otherId), hotel.headers);
    const unknown = await shop.read(path(UNKNOWN), hotel.headers);
    expect(other.status, path(otherId)).toBe(404);
    expect(unknown.status).toBe(404);
    expect({ ...other.body, instance: undefined }).toEqual({ ...unknown.body, instance: undefined });
    // The staff read it: it exists.
    expect((await shop.read(path(otherId), owner)).status).toBe(200);
  };

  it('agreement, history, statement and partner', async () => {
    await same((id) => `/api/consignment/agreements/${id}`, cafes.agreementId);
    await same((id) => `/api/consignment/agreements/${id}/history`, cafes.agreementId);
    await same((id) => `/api/consignment/agreements/${id}/statement.pdf`, cafes.agreementId);
    await same((id) => `/api/consignment/partners/${id}`, cafe.partnerId);
  });

  it('and its settlement is in no list of the hotel’s', async () => {
    const cafeSettlement = await settlementIdOf(cafes.agreementId);
    const { body } = await shop.read('/api/consignment/settlements', hotel.headers);
    expect(body.map((s: { id: string }) => s.id)).not.toContain(cafeSettlement);
  });

  it('the shop’s own figures and tasks stay closed to a partner (403)', async () => {
    expect((await shop.read('/api/consignment/summary', hotel.headers)).status).toBe(403);
    expect((await shop.read('/api/consignment/discrepancies', hotel.headers)).status).toBe(403);
    const sale = { items: [{ productId: active.productId, quantity: 1 }] };
    const url = `/api/consignment/agreements/${active.agreementId}/sales`;
    expect((await shop.command('POST', url, sale, hotel.headers)).status).toBe(403);
  });
});

describe('a partner account bound to no partner', () => {
  it('reads nothing: empty lists, and every id not found', async () => {
    await registerAccounts(shop.apps.store, [{ userId: 'pp-unbound', roles: ['partner'] }]);
    const unbound = bearer(tokenFor(['partner'], 'pp-unbound'));
    expect((await shop.read('/api/consignment/agreements', unbound)).body).toMatchObject({ items: [], total: 0 });
    expect((await shop.read('/api/consignment/partners', unbound)).body).toEqual([]);
    expect((await shop.read('/api/consignment/settlements', unbound)).body).toEqual([]);
    expect((await shop.read(`/api/consignment/agreements/${settled.agreementId}`, unbound)).status).toBe(404);
    expect((await shop.read(`/api/consignment/partners/${hotel.partnerId}`, unbound)).status).toBe(404);
    const history = `/api/consignment/agreements/${settled.agreementId}/history`;
    expect((await shop.read(history, unbound)).status).toBe(404);
  });
});

describe('the statement PDF', () => {
  it('is the shop’s, byte for byte, at the same position', async () => {
    const { body } = await shop.read('/api/consignment/settlements', hotel.headers);
    const position = encodeURIComponent(body[0].position);
    const url = `/api/consignment/agreements/${settled.agreementId}/statement.pdf?minPosition=${position}`;
    const partners = await shop.read(url, hotel.headers);
    const shops = await shop.read(url, owner);
    expect(partners.status).toBe(200);
    expect(shops.status).toBe(200);
    expect(partners.raw.headers['x-flora-position']).toBe(shops.raw.headers['x-flora-position']);
    expect(partners.raw.rawPayload.length).toBeGreaterThan(1000);
    expect(Buffer.compare(partners.raw.rawPayload, shops.raw.rawPayload)).toBe(0);
  });
});

describe('the websocket', () => {
  type Socket = { messages: { projection: string; changed: { entity: string; id: string }[] }[]; socket: WebSocket };
  const connect = (base: string, headers: Record<string, string>) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = new WebSocket(`${base}/api/ws`, { headers });
      const messages: Socket['messages'] = [];
      socket.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === 'ready') resolve({ messages, socket });
        else if (m.projection === 'consignment') messages.push(m);
      });
      socket.once('error', reject);
    });
  const names = (s: Socket, id: string) => s.messages.some((m) => m.changed.some((c) => c.id === id));

  it('tells a partner of a sale on its own agreement, never of another partner’s', async () => {
    const base = (await shop.apps.read.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const partner = await connect(base, hotel.headers);
    const staff = await connect(base, warehouse);
    const cafeOpen = await shop.agreementWith(cafe.partnerId);
    await shop.sell(cafeOpen.agreementId, cafeOpen.productId, 1);
    await shop.sell(active.agreementId, active.productId, 1);
    await shop.caughtUp();
    await expect.poll(() => names(partner, active.agreementId)).toBe(true);
    await expect.poll(() => names(staff, active.agreementId) && names(staff, cafeOpen.agreementId)).toBe(true);
    expect(names(partner, cafeOpen.agreementId)).toBe(false);
    expect(partner.messages.flatMap((m) => m.changed.map((c) => c.id))).not.toContain(cafe.partnerId);
    partner.socket.terminate();
    staff.socket.terminate();
  });
});
