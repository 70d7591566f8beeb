import type { Kysely } from 'kysely';
import { exactPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';
import { agreementsAt, productsAt, type Snapshot } from './snapshot';

// The exports' detail rows (every product at the snapshot, every agreement in the period), read page
// by page (keyset, PAGE rows at a time) so 10,000+ rows never sit in memory at once. Call them inside
// the repeatable-read transaction the report was computed in (computeReport's `read`), so the details
// stand at the same position as the figures.

const PAGE = 1000;

export interface ProductDetailRow {
  sku: string;
  name: string;
  category: string;
  stock: number;
  minStockLevel: number;
  /** Pesos; null when not exact. */
  price: number | null;
  value: number | null;
  status: string;
}

export interface AgreementDetailRow {
  code: string;
  partner: string;
  status: string;
  startDate: string;
  endDate: string;
  totalValue: number | null;
  soldValue: number | null;
  commission: number | null;
  netValue: number | null;
  salesPercentage: number;
}

/** soldValue / totalValue × 100, one decimal; 0 when nothing was consigned. */
export function salesPercentage(soldCents: bigint, totalCents: bigint): number {
  if (totalCents <= 0n) return 0;
  return Number((soldCents * 1000n + totalCents / 2n) / totalCents) / 10;
}

export async function* productDetails(db: Kysely<ReadModels>, s: Snapshot): AsyncIterable<ProductDetailRow> {
  let after: string | undefined;
  for (;;) {
    const { rows } = await productsAt(s, after, PAGE).execute(db);
    for (const r of rows)
      yield {
        sku: r.sku,
        name: r.name,
        category: r.category,
        stock: r.stock,
        minStockLevel: r.min_stock_level,
        price: exactPesos(r.price_cents),
        value: exactPesos(r.value_cents),
        status: r.status,
      };
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.product_id;
  }
}

export async function* agreementDetails(
  db: Kysely<ReadModels>,
  s: Snapshot,
  days: { from: string | null; to: string | null },
): AsyncIterable<AgreementDetailRow> {
  let after = '';
  for (;;) {
    const { rows } = await agreementsAt(s, days, after, PAGE).execute(db);
    for (const r of rows)
      yield {
        code: r.code,
        partner: r.business_name,
        status: r.status,
        startDate: r.start_date,
        endDate: r.end_date,
        totalValue: exactPesos(r.total_value_cents),
        soldValue: exactPesos(r.sold_cents),
        commission: exactPesos(r.commission_cents),
        netValue: exactPesos(r.net_cents),
        salesPercentage: salesPercentage(BigInt(r.sold_cents), BigInt(r.total_value_cents)),
      };
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.agreement_id;
  }
}
