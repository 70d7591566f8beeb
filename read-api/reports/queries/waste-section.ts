import { sql, type Kysely } from 'kysely';
import { NO_LOT, WASTE_CAUSES, type WasteCause } from '../../../domain/inventory';
import { shareOf, type WasteReport } from '../../../domain/reports';
import { exactPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';
import type { ResolvedPeriod } from './period';
import type { Snapshot } from './snapshot';

// Issue 44's waste report: the period's waste lines (report_lot_flows, one row per lot a line took)
// summed by cause, product, supplier and the shop's day, each beside the purchases of the same scope
// in the period. Postgres groups at the finest grain and the sums are finished here in bigints, so
// every section adds up to the summary exactly.

type Db = Kysely<ReadModels>;

interface Row {
  kind: 'purchase' | 'waste';
  cause: WasteCause | null;
  product_id: string;
  no_lot: boolean;
  supplier: string | null;
  day: string;
  units: string;
  cost: string;
}

/**
 * Flows of a period at the snapshot, with the lot's supplier, the shop's day of each and of its
 * lot's receipt (both in the zone at P, so a stem's days are counted on one clock).
 */
export function flowsIn(s: Snapshot, period: ResolvedPeriod, timeZone: string, kinds: readonly string[]) {
  const start = period.start ? sql`and f.occurred_at >= ${period.start}` : sql``;
  const end = period.end ? sql`and f.occurred_at < ${period.end}` : sql``;
  return sql`
    select f.*, l.supplier, f.lot_id = ${NO_LOT} as no_lot,
           (f.occurred_at at time zone ${timeZone})::date as day,
           (l.occurred_at at time zone ${timeZone})::date as received_day
    from report_lot_flows f left join report_lots l on l.lot_id = f.lot_id
    where f.kind in (${sql.join(kinds)}) and f.ordinal <= ${s.position} and f.occurred_at <= ${s.at} ${start} ${end}`;
}

interface Tally {
  units: bigint;
  cost: bigint;
}
const tally = (): Tally => ({ units: 0n, cost: 0n });
function add(map: Map<string, Tally>, key: string, r: Row) {
  const t = map.get(key) ?? tally();
  t.units += BigInt(r.units);
  t.cost += BigInt(r.cost);
  map.set(key, t);
}

/** A scope's waste beside its purchases: units, cost and both shares. */
function wasted(w: Tally, bought: Tally) {
  return {
    units: Number(w.units),
    cost: exactPesos(String(w.cost)),
    unitsPct: shareOf(w.units, bought.units),
    costPct: shareOf(w.cost, bought.cost),
  };
}

const sourceKey = (r: Pick<Row, 'no_lot' | 'supplier'>) =>
  r.no_lot ? 'n:' : r.supplier === null ? 'u:' : `s:${r.supplier}`;
const sourceOf = (key: string) => ({ supplier: key.startsWith('s:') ? key.slice(2) : null, noLot: key === 'n:' });
const byCost = (a: [string, Tally], b: [string, Tally]) =>
  a[1].cost !== b[1].cost
    ? a[1].cost > b[1].cost
      ? -1
      : 1
    : a[1].units !== b[1].units
      ? a[1].units > b[1].units
        ? -1
        : 1
      : a[0] < b[0]
        ? -1
        : 1;

export async function wasteSection(
  db: Db,
  s: Snapshot,
  period: ResolvedPeriod,
  timeZone: string,
  cause: WasteCause | null,
): Promise<WasteReport> {
  const flows = flowsIn(s, period, timeZone, ['purchase', 'waste']);
  const onlyCause = cause ? sql`and (kind = 'purchase' or cause = ${cause})` : sql``;
  const { rows } = await sql<Row>`
    select kind, cause, product_id, no_lot, supplier, to_char(day, 'YYYY-MM-DD') as day,
           abs(sum(units)) as units, coalesce(sum(cost_cents), 0) as cost
    from (${flows}) f where true ${onlyCause}
    group by kind, cause, product_id, no_lot, supplier, day`.execute(db);
  const { rows: counted } = await sql<{ n: string }>`
    select count(distinct ordinal) as n from (${flows}) f where kind = 'waste' ${onlyCause}`.execute(db);

  const total = { waste: tally(), bought: tally() };
  const bought = { product: new Map<string, Tally>(), source: new Map<string, Tally>() };
  const waste = {
    cause: new Map<string, Tally>(),
    product: new Map<string, Tally>(),
    source: new Map<string, Tally>(),
    day: new Map<string, Tally>(),
  };
  for (const r of rows) {
    if (r.kind === 'purchase') {
      total.bought.units += BigInt(r.units);
      total.bought.cost += BigInt(r.cost);
      add(bought.product, r.product_id, r);
      add(bought.source, sourceKey(r), r);
      continue;
    }
    total.waste.units += BigInt(r.units);
    total.waste.cost += BigInt(r.cost);
    add(waste.cause, r.cause ?? 'other', r);
    add(waste.product, r.product_id, r);
    add(waste.source, sourceKey(r), r);
    add(waste.day, r.day, r);
  }
  const products = await productNames(db, s, [...waste.product.keys()]);
  return {
    cause,
    summary: {
      ...wasted(total.waste, total.bought),
      movements: Number(counted[0]?.n ?? 0),
      purchasedUnits: Number(total.bought.units),
      purchaseCost: exactPesos(String(total.bought.cost)),
    },
    byCause: WASTE_CAUSES.map((c) => ({ cause: c, ...wasted(waste.cause.get(c) ?? tally(), total.bought) })),
    byProduct: [...waste.product].sort(byCost).map(([id, w]) => ({
      productId: id,
      sku: products.get(id)?.sku ?? '',
      name: products.get(id)?.name ?? '',
      ...wasted(w, bought.product.get(id) ?? tally()),
    })),
    bySupplier: [...waste.source]
      .sort(byCost)
      .map(([key, w]) => ({ ...sourceOf(key), ...wasted(w, bought.source.get(key) ?? tally()) })),
    byDay: [...waste.day].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, w]) => ({ day, ...wasted(w, total.bought) })),
  };
}

/** The products' sku and name as they stood at the snapshot. */
async function productNames(db: Db, s: Snapshot, ids: string[]) {
  if (ids.length === 0) return new Map<string, { sku: string; name: string }>();
  const { rows } = await sql<{ product_id: string; sku: string; name: string }>`
    select distinct on (product_id) product_id, sku, name from report_product_versions
    where product_id in (${sql.join(ids)}) and ordinal <= ${s.position} and occurred_at <= ${s.at}
    order by product_id, ordinal desc`.execute(db);
  return new Map(rows.map((r) => [r.product_id, r]));
}
