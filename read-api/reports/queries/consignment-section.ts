import { sql, type Kysely } from 'kysely';
import {
  REPORT_TOP_ROWS,
  type ConsignmentReport,
  type ReportAgreementStatus,
  type TopConsignmentProduct,
} from '../../../domain/reports';
import { exactPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';
import { salesPercentage } from './details';
import type { ResolvedPeriod } from './period';
import { agreementsAt, type Snapshot } from './snapshot';

// The consignment section: agreements whose start day falls in the period, as they stood at the
// snapshot, summed overall, per status and per partner; money summed in centavos by Postgres.

type Db = Kysely<ReadModels>;
const STATUSES: ReportAgreementStatus[] = ['active', 'completed', 'cancelled', 'settled'];
const int = (v: unknown) => Number(v ?? 0);
const pct = (sold: string, total: string) => salesPercentage(BigInt(sold), BigInt(total));
const sums = sql`count(*) as agreements, count(*) filter (where status = 'active') as active,
  coalesce(sum(total_value_cents), 0) as total, coalesce(sum(sold_cents), 0) as sold,
  coalesce(sum(commission_cents), 0) as commission, coalesce(sum(net_cents), 0) as net`;

export async function consignmentSection(db: Db, s: Snapshot, p: ResolvedPeriod): Promise<ConsignmentReport> {
  const agreements = agreementsAt(s, p);
  const { rows: all } = await sql<Record<string, string>>`
    select ${sums}, count(distinct partner_id) as partners from (${agreements}) a`.execute(db);
  const { rows: byStatus } = await sql<Record<string, string>>`
    select status, ${sums} from (${agreements}) a group by status`.execute(db);
  const { rows: byPartner } = await sql<Record<string, string>>`
    select partner_id, min(business_name) as business_name, ${sums} from (${agreements}) a
    group by partner_id order by sum(total_value_cents) desc, partner_id`.execute(db);
  const a = all[0]!;
  return {
    summary: {
      totalAgreements: int(a.agreements),
      active: int(a.active),
      partners: int(a.partners),
      totalValue: exactPesos(a.total!),
      soldValue: exactPesos(a.sold!),
      commissionTotal: exactPesos(a.commission!),
      netValue: exactPesos(a.net!),
      salesPercentage: pct(a.sold!, a.total!),
    },
    statuses: STATUSES.map((status) => {
      const row = byStatus.find((r) => r.status === status);
      return { status, agreements: int(row?.agreements), totalValue: exactPesos(row?.total ?? '0') };
    }),
    partners: byPartner.map((r) => ({
      partnerId: r.partner_id!,
      businessName: r.business_name!,
      agreements: int(r.agreements),
      active: int(r.active),
      totalValue: exactPesos(r.total!),
      soldValue: exactPesos(r.sold!),
      commissionTotal: exactPesos(r.commission!),
      netValue: exactPesos(r.net!),
      salesPercentage: pct(r.sold!, r.total!),
    })),
  };
}

/** By value sold over the period's agreements; names as the products stood at the snapshot. */
export async function topConsignmentProducts(db: Db, s: Snapshot, p: ResolvedPeriod): Promise<TopConsignmentProduct[]> {
  const inPeriod = p.from && p.to ? sql`and a.start_date between ${p.from} and ${p.to}` : sql``;
  const { rows } = await sql<Record<string, string>>`
    with items as (
      select distinct on (i.agreement_id, i.product_id) i.* from report_agreement_item_versions i
      join report_agreement_versions a on a.agreement_id = i.agreement_id and a.ordinal = i.ordinal
      where i.ordinal <= ${s.position} and i.occurred_at <= ${s.at} ${inPeriod}
      order by i.agreement_id, i.product_id, i.ordinal desc)
    select i.product_id, coalesce(min(pv.sku), min(i.sku)) as sku, coalesce(min(pv.name), min(i.name)) as name,
           sum(quantity) as consigned, sum(sold_quantity) as sold, sum(returned_quantity) as returned,
           sum(sold_cents) as sold_cents
    from items i left join lateral (
      select sku, name from report_product_versions
      where product_id = i.product_id and ordinal <= ${s.position} and occurred_at <= ${s.at}
      order by ordinal desc limit 1) pv on true
    group by i.product_id order by sum(sold_cents) desc, i.product_id limit ${REPORT_TOP_ROWS}`.execute(db);
  return rows.map((r) => ({
    productId: r.product_id!,
    sku: r.sku!,
    name: r.name!,
    consignedQuantity: int(r.consigned),
    soldQuantity: int(r.sold),
    returnedQuantity: int(r.returned),
    soldValue: exactPesos(r.sold_cents!),
    salesPercentage: pct(r.sold!, r.consigned!),
  }));
}
