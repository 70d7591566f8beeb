import { sql, type Kysely } from 'kysely';
import { NO_LOT } from '../../../domain/inventory';
import { shareOf, type SuppliersReport } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';
import type { ResolvedPeriod } from './period';
import type { Snapshot } from './snapshot';
import { flowsIn } from './waste-section';

// Issue 44's suppliers report: per supplier, the stems of its lots received, sold and wasted in the
// period, what is left of all its lots at the snapshot, and the vase life its stems really had —
// the shop's day each stem was sold or wasted minus the day its lot arrived, averaged over the stems
// that left in the period. Stock kept without lots has no supplier and no day of arrival: not here.

type Db = Kysely<ReadModels>;

interface Row {
  supplier: string | null;
  lots: string;
  received: string;
  sold: string;
  wasted: string;
  /** Σ stems × days they lasted, over the stems that left. */
  stem_days: string;
  on_hand: string;
}

/** stem-days ÷ stems, one decimal; null when no stem left. */
function vaseLife(stemDays: bigint, stems: bigint): number | null {
  if (stems <= 0n) return null;
  const tenths = (stemDays * 10n * 2n + stems) / (stems * 2n);
  return Number(tenths) / 10;
}

export async function suppliersSection(
  db: Db,
  s: Snapshot,
  period: ResolvedPeriod,
  timeZone: string,
): Promise<SuppliersReport> {
  const flows = flowsIn(s, period, timeZone, ['purchase', 'sale', 'waste']);
  const { rows } = await sql<Row>`
    with moved as (
      select supplier, coalesce(supplier, '') as k,
             count(distinct lot_id) filter (where kind = 'purchase') as lots,
             coalesce(sum(units) filter (where kind = 'purchase'), 0) as received,
             coalesce(-sum(units) filter (where kind = 'sale'), 0) as sold,
             coalesce(-sum(units) filter (where kind = 'waste'), 0) as wasted,
             coalesce(-sum(units * (day - received_day)) filter (where kind <> 'purchase'), 0) as stem_days
      from (${flows}) f where not no_lot group by supplier),
    held as (
      select l.supplier, coalesce(l.supplier, '') as k, sum(f.units) as on_hand
      from report_lot_flows f join report_lots l on l.lot_id = f.lot_id
      where f.lot_id <> ${NO_LOT} and f.ordinal <= ${s.position} and f.occurred_at <= ${s.at}
      group by l.supplier)
    select coalesce(m.supplier, h.supplier) as supplier, coalesce(m.lots, 0) as lots,
           coalesce(m.received, 0) as received, coalesce(m.sold, 0) as sold, coalesce(m.wasted, 0) as wasted,
           coalesce(m.stem_days, 0) as stem_days, coalesce(h.on_hand, 0) as on_hand
    -- A full join needs an equality: '' stands for "no supplier" (a lot's is trimmed, never '').
    from moved m full join held h on h.k = m.k
    where coalesce(m.received, 0) + coalesce(m.sold, 0) + coalesce(m.wasted, 0) <> 0 or coalesce(h.on_hand, 0) <> 0
    order by coalesce(m.received, 0) desc, coalesce(m.supplier, h.supplier) nulls last`.execute(db);

  const figures = (r: Omit<Row, 'supplier'>) => {
    const [received, sold, wasted] = [BigInt(r.received), BigInt(r.sold), BigInt(r.wasted)];
    return {
      lots: Number(r.lots),
      received: Number(received),
      sold: Number(sold),
      wasted: Number(wasted),
      onHand: Number(r.on_hand),
      vaseLifeDays: vaseLife(BigInt(r.stem_days), sold + wasted),
      wastePct: shareOf(wasted, received),
    };
  };
  const sum = (key: keyof Omit<Row, 'supplier'>) => String(rows.reduce((t, r) => t + BigInt(r[key]), 0n));
  const keys = ['lots', 'received', 'sold', 'wasted', 'stem_days', 'on_hand'] as const;
  return {
    summary: {
      suppliers: rows.filter((r) => r.supplier !== null).length,
      ...figures(Object.fromEntries(keys.map((k) => [k, sum(k)])) as Omit<Row, 'supplier'>),
    },
    suppliers: rows.map((r) => ({ supplier: r.supplier, ...figures(r) })),
  };
}
