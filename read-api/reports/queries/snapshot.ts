import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CONSIGNED } from '../../../domain/inventory';
import type { ReadModels } from '../../../projections/read-models';
import { DATE_FORMATS, initialSettings, moneyFormat, shopFormat, type ShopFormat } from '../../../domain/settings';

// Where a report stands: a store ordinal P and a moment S. Every figure reads the latest row per
// entity with ordinal <= P and business time <= S (the history tables of projections/reports), and
// stock is the stock-ledger's last balance at or before S per place of ours (CONSIGNED, partners'
// shelves, is apart, as in the inventory list's current_stock). The places come from the inventory
// model's inventory_stock (a place once used stays there, and its checkpoint is >= P), so each is
// one index probe instead of a scan of the product's whole ledger (measured 3 s → see the report).

export interface Snapshot {
  position: bigint;
  at: Date;
}

/** Each product as it stood, with its stock over our locations: product_id, sku, name, category, … */
export function productsAt(s: Snapshot, after?: string, limit?: number): RawBuilder<ProductAtRow> {
  const from = after === undefined ? sql`` : sql`and product_id > ${after}`;
  const page = limit === undefined ? sql`` : sql`limit ${limit}`;
  return sql<ProductAtRow>`
    select p.product_id, p.sku, p.name, coalesce(p.categories[1], '') as category, p.price_cents,
           p.min_stock_level, p.status, coalesce(st.stock, 0)::int as stock,
           (coalesce(st.stock, 0)::bigint * p.price_cents) as value_cents
    from (select distinct on (product_id) product_id, sku, name, categories, price_cents, min_stock_level, status
          from report_product_versions
          where ordinal <= ${s.position} and occurred_at <= ${s.at} ${from}
          order by product_id, ordinal desc ${page}) p
    left join lateral (
      select sum(b.balance_after) as stock from inventory_stock l
      cross join lateral (
        select balance_after from stock_balances
        where product_id = l.product_id and location_id = l.location_id
          and ordinal <= ${s.position} and at <= ${s.at}
        order by at desc, ordinal desc limit 1) b
      where l.product_id = p.product_id and l.location_id <> ${CONSIGNED}) st on true
    order by p.product_id`;
}

export interface ProductAtRow {
  product_id: string;
  sku: string;
  name: string;
  category: string;
  price_cents: string;
  min_stock_level: number;
  status: string;
  stock: number;
  value_cents: string;
}

/** Each agreement as it stood at the snapshot, with its partner's business name then. */
export function agreementsAt(
  s: Snapshot,
  days: { from: string | null; to: string | null },
  after?: string,
  limit?: number,
): RawBuilder<AgreementAtRow> {
  const from = after === undefined ? sql`` : sql`and agreement_id > ${after}`;
  const page = limit === undefined ? sql`` : sql`limit ${limit}`;
  const inPeriod = days.from && days.to ? sql`and start_date between ${days.from} and ${days.to}` : sql``;
  return sql<AgreementAtRow>`
    select a.*, coalesce(pv.business_name, a.partner_name) as business_name from (
      select distinct on (agreement_id) agreement_id, code, partner_id, partner_name, start_date, end_date, status,
             total_value_cents, sold_cents, commission_cents, net_cents
      from report_agreement_versions
      where ordinal <= ${s.position} and occurred_at <= ${s.at} ${inPeriod} ${from}
      order by agreement_id, ordinal desc ${page}) a
    left join lateral (
      select business_name from report_partner_versions
      where partner_id = a.partner_id and ordinal <= ${s.position} and occurred_at <= ${s.at}
      order by ordinal desc limit 1) pv on true
    order by a.agreement_id`;
}

export interface AgreementAtRow {
  agreement_id: string;
  code: string;
  partner_id: string;
  partner_name: string;
  business_name: string;
  start_date: string;
  end_date: string;
  status: 'active' | 'completed' | 'cancelled' | 'settled';
  total_value_cents: string;
  sold_cents: string;
  commission_cents: string;
  net_cents: string;
}

/** The shop's zone at P: the last TimeZoneConfigured at or before it. */
export async function timeZoneAt(db: Kysely<ReadModels>, position: bigint): Promise<string | undefined> {
  const row = await db
    .selectFrom('report_time_zones')
    .select('time_zone')
    .where('ordinal', '<=', position.toString())
    .orderBy('ordinal', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.time_zone;
}

/**
 * How `area` showed money and days at P: the shop's money after its last MoneyConfigured at or
 * before P (issue 43), the area's days after its last AreaConfigured; the defaults before either.
 */
export async function areaAt(
  db: Kysely<ReadModels>,
  position: bigint,
  area: 'inventory' | 'consignment',
): Promise<ShopFormat> {
  const at = position.toString();
  const [days, money] = await Promise.all([
    db
      .selectFrom('report_areas')
      .select('date_format')
      .where('area', '=', area)
      .where('ordinal', '<=', at)
      .orderBy('ordinal', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('report_money')
      .select(['currency', 'locale', 'decimals'])
      .where('ordinal', '<=', at)
      .orderBy('ordinal', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const initial = shopFormat(initialSettings(), area);
  const dateFormat = DATE_FORMATS.find((f) => f === days?.date_format) ?? initial.dateFormat;
  if (!money) return { ...initial, dateFormat };
  try {
    moneyFormat(money); // a value Intl cannot format (only from a malformed event): the defaults
    return { ...money, dateFormat };
  } catch {
    return { ...initial, dateFormat };
  }
}
