import { sql, type QueryExecutorProvider } from 'kysely';
import { untilAllEventsVisible } from '../support/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { foldAgreement } from '../../projections/consignment/fold';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { openConsignmentShop, type ConsignmentShop } from '../api/read-consignment-shop';

// A rebuild must give row for row what live batches wrote (ARCHITECTURE 5). Live applies in batches
// of 3, so an agreement's events land in many batches (each batch loads, folds and writes it back);
// the rebuild reads 7 at a time. Replaying events already applied must change nothing: the
// agreement rows add quantities and money, and the stored revision is what stops a second count.

const NASTY = 'tab\there back\\slash new\nline "quoted" {a,b} NULL ñ 🌷';
const TABLES = [
  'consignment_partners',
  'consignment_agreements',
  'consignment_agreement_items',
  'consignment_settlements',
  'consignment_discrepancies',
] as const;

async function rowsOf(db: QueryExecutorProvider, view: string): Promise<string[]> {
  const { rows } = await sql<{ t: string }>`select t::text as t from ${sql.table(view)} t order by 1`.execute(db);
  return rows.map((r) => r.t);
}
const snapshot = async (db: QueryExecutorProvider) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rowsOf(db, t)] as const)));

/** A seeded generator: the same busy book on every run. */
function random(seed: number) {
  let s = seed;
  return (n: number) => (s = (s * 1103515245 + 12345) % 2 ** 31) % n;
}

async function busyBook(shop: ConsignmentShop): Promise<void> {
  const pick = random(7);
  let clock = Date.parse('2026-04-01T08:00:00Z');
  const said = () => ({ at: new Date((clock += 3_600_000)).toISOString(), actor: `u-${pick(3)}` });
  const partners: string[] = [];
  for (let p = 0; p < 4; p++) {
    partners.push(
      await shop.registerPartner(
        {
          businessName: `Socio ${p} ${NASTY}`,
          tradeName: NASTY,
          taxId: `RFC${p}`,
          defaultCommission: 10 + p * 2.5,
          primaryAddress: { street: NASTY },
          mainContact: { name: NASTY },
        },
        said(),
      ),
    );
  }
  const agreements: { id: string; products: string[] }[] = [];
  for (let a = 0; a < 8; a++) {
    const id = `7d3e9c1a-4b2f-4c8d-9e1f-0000000${String(a).padStart(5, '0')}`;
    const products = Array.from({ length: 1 + (a % 3) }, (_, i) => `7d3e9c1a-4b2f-4c8d-9e1f-00000${a}${i}000000`);
    await shop.createAgreement(
      {
        agreementId: id,
        partnerId: partners[a % 4]!,
        partnerName: `Socio ${a % 4} ${NASTY}`,
        notes: NASTY,
        items: products.map((productId, i) => ({
          productId,
          productName: `Flor ${i} ${NASTY}`,
          sku: `F-${a}-${i}`,
          locationId: 'Almacén',
          quantity: 20 + i,
          unitPrice: 12.35 + i,
          commission: 17.5,
        })),
      },
      said(),
    );
    agreements.push({ id, products });
  }
  for (let round = 0; round < 6; round++) {
    for (const [a, { id, products }] of agreements.entries()) {
      if (a === 7) continue; // cancelled below, before any sale
      const productId = products[pick(products.length)]!;
      await shop.sell(id, [{ productId, quantity: 1 + pick(4) }], said(), NASTY).catch(() => undefined); // nothing left: refused
      if (round % 2) await shop.giveBack(id, [{ productId, quantity: 1 }], said()).catch(() => undefined);
    }
    if (round === 2) await shop.updatePartner(partners[1]!, { businessName: 'Renombrado', status: 'inactive' }, said());
  }
  const settlements = new Map<number, string>();
  for (const a of [0, 3, 5]) settlements.set(a, (await shop.settle(agreements[a]!.id, said(), NASTY))[0]!.eventId);
  await shop.cancel(agreements[7]!.id, said(), NASTY);
  await partnersSayBack(shop, agreements, partners, settlements, said);
}

/** Issue 45: partners confirm two statements and report three lines; the shop resolves one. */
async function partnersSayBack(
  shop: ConsignmentShop,
  agreements: { id: string; products: string[] }[],
  partners: string[],
  settlements: Map<number, string>,
  said: () => { at: string; actor: string },
): Promise<void> {
  const from = { address: '203.0.113.9', device: NASTY };
  for (const a of [0, 3]) {
    const settlementId = settlements.get(a)!;
    const data = { settlementId, settledAs: settlementId, asPartner: partners[a % 4]!, from, note: NASTY };
    await shop.toAgreement(agreements[a]!.id, { type: 'AcknowledgeStatement', data }, said());
  }
  const reported: { agreementId: string; discrepancyId: string }[] = [];
  for (const a of [0, 1, 2]) {
    const { id, products } = agreements[a]!;
    const discrepancyId = `9c1d2e3f-4a5b-4c6d-8e7f-00000000d${String(a).padStart(3, '0')}`;
    const data = { discrepancyId, productId: products[0]!, note: NASTY, asPartner: partners[a % 4]! };
    await shop.toAgreement(id, { type: 'ReportDiscrepancy', data }, said());
    reported.push({ agreementId: id, discrepancyId });
  }
  const { agreementId, discrepancyId } = reported[1]!;
  await shop.toAgreement(agreementId, { type: 'ResolveDiscrepancy', data: { discrepancyId, note: NASTY } }, said());
}

describe('the consignment read model rebuilt from events equals the live one', () => {
  let shop: ConsignmentShop;
  let live: Record<string, string[]>;

  beforeAll(async () => {
    shop = await openConsignmentShop('cons_rebuild');
    await busyBook(shop);
    await shop.project(3, ['consignment']);
    live = await snapshot(shop.db);
  });
  afterAll(async () => shop?.close());

  it('built something worth comparing', () => {
    expect(live.consignment_partners).toHaveLength(4);
    expect(live.consignment_agreements).toHaveLength(8);
    expect(live.consignment_agreement_items).toHaveLength(8 + 7);
    expect(live.consignment_agreements!.filter((r) => r.includes(',settled,'))).toHaveLength(3);
    expect(live.consignment_agreements!.filter((r) => r.includes(',cancelled,'))).toHaveLength(1);
    expect(live.consignment_partners!.some((r) => r.includes('Renombrado') && r.includes('inactive'))).toBe(true);
    expect(live.consignment_settlements).toHaveLength(3);
    expect(live.consignment_settlements!.filter((r) => r.includes('203.0.113.9'))).toHaveLength(2);
    expect(live.consignment_discrepancies).toHaveLength(3);
    expect(live.consignment_discrepancies!.filter((r) => r.includes(',resolved,'))).toHaveLength(1);
  });

  it('keeps every item whole: sold + returned + remaining = consigned, and gross − commission = net', async () => {
    const { rows } = await sql<{ bad: number; sold: number }>`
      select count(*) filter (where sold_quantity + returned_quantity > quantity or gross_cents - commission_cents <> net_cents
        or gross_cents <> sold_quantity * unit_price_cents)::int as bad, sum(sold_quantity)::int as sold
      from consignment_agreement_items`.execute(shop.db);
    expect(rows[0]).toMatchObject({ bad: 0 });
    expect(rows[0]!.sold).toBeGreaterThan(20);
  });

  it('rebuilding gives the same rows', async () => {
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projectionNamed('consignment')!, {
      batchSize: 7,
    });
    expect((await loadCheckpoint(shop.db, 'consignment'))!.generation).toBe(2);
    const rebuilt = await snapshot(shop.db);
    for (const table of TABLES) expect(rebuilt[table], table).toEqual(live[table]);
  });

  it('applying events already applied changes nothing (no sale counted twice)', async () => {
    const projection = projectionNamed('consignment')!;
    const { generation } = (await loadCheckpoint(shop.db, 'consignment'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    for (const from of [0, events.length - 10]) {
      await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events.slice(from), generation));
    }
    const again = await snapshot(shop.db);
    for (const table of TABLES) expect(again[table], table).toEqual(live[table]);
  });
});

describe('the agreement fold', () => {
  it('stops at an event of an agreement it never saw created, rather than skip it', () => {
    const event = {
      eventId: 'e',
      type: 'ConsignmentSaleRegistered',
      data: { lines: [] },
      metadata: {} as never,
      streamId: 'agreement-x',
      revision: 3n,
      position: '1/1',
      ordinal: 1n,
    };
    expect(() => foldAgreement(undefined, 'x', event)).toThrow(/before AgreementCreated/);
  });
});
