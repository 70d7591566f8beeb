import { sql } from 'kysely';
import { agreementStream, type AgreementStatus } from '../../../domain/consignment';
import type { AgreementDetail, ConsignmentSummary } from '../../../domain/consignment';
import { exactPesos } from '../../../domain/shared';
import type { AgreementItemRow } from '../../../projections/consignment';
import { likePattern } from '../../shared/search';
import { historyWithActors } from '../../shared/stream-history';
import { toAgreementView, type ConsignmentReadDb } from '../to-response/views';
import { acknowledgementsOf, listDiscrepancies } from './portal';
import { inScope, partnerFilter, type Scope } from './scope';

// The consignment screen's cards, one agreement, and the four stat cards. Filters, order and the
// page are SQL; the partner's names are joined at read time, so a renamed partner shows its name.

export interface AgreementFilter {
  search?: string;
  status?: AgreementStatus;
  partner?: string;
}

function filtered(db: ConsignmentReadDb, f: AgreementFilter) {
  let q = db.selectFrom('consignment_agreements as a').leftJoin('consignment_partners as p', 'p.id', 'a.partner_id');
  if (f.search) {
    // The code, the partner's name when agreed, product names and SKUs; and the partner's names now.
    const pattern = sql<string>`lower(${likePattern(f.search)})`;
    q = q.where((eb) => eb.or([eb('a.search_text', 'like', pattern), eb('p.search_text', 'like', pattern)]));
  }
  if (f.status) q = q.where('a.status', '=', f.status);
  if (f.partner) q = q.where('a.partner_id', '=', f.partner);
  return q;
}

export async function itemsOf(db: ConsignmentReadDb, ids: string[]): Promise<Map<string, AgreementItemRow[]>> {
  const byAgreement = new Map<string, AgreementItemRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byAgreement;
  const rows = await db
    .selectFrom('consignment_agreement_items')
    .selectAll()
    .where('agreement_id', 'in', ids)
    .orderBy('agreement_id')
    .orderBy('line_no')
    .execute();
  for (const r of rows) byAgreement.get(r.agreement_id)?.push(r);
  return byAgreement;
}

/** Newest first (created_at, then commit order: the same order on every rebuild). */
export async function listAgreements(
  db: ConsignmentReadDb,
  asked: AgreementFilter,
  page: { page: number; pageSize: number },
  scope: Scope,
) {
  const f = { ...asked, partner: partnerFilter(scope, asked.partner) };
  const [rows, counted] = await Promise.all([
    filtered(db, f)
      .selectAll('a')
      .select(['p.business_name', 'p.trade_name'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.created_ordinal', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const views = rows.map((r) => toAgreementView(r, items.get(r.id) ?? []));
  return { items: views, total: Number(counted.n) };
}

/** The agreement row with its partner's names (the statement reads the partner's RFC too), if the reader's. */
export async function agreementRow(db: ConsignmentReadDb, id: string, scope: Scope) {
  const row = await db
    .selectFrom('consignment_agreements as a')
    .leftJoin('consignment_partners as p', 'p.id', 'a.partner_id')
    .selectAll('a')
    .select(['p.business_name', 'p.trade_name', 'p.tax_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row && inScope(scope, row.partner_id) ? row : undefined;
}

export async function agreementItems(db: ConsignmentReadDb, id: string): Promise<AgreementItemRow[]> {
  return (await itemsOf(db, [id])).get(id) ?? [];
}

/** One agreement with what its partner said back: confirmations of its statement and discrepancies. */
export async function agreementDetail(
  db: ConsignmentReadDb,
  id: string,
  scope: Scope,
): Promise<AgreementDetail | undefined> {
  const [row, items, acknowledgements, discrepancies] = await Promise.all([
    agreementRow(db, id, scope),
    agreementItems(db, id),
    acknowledgementsOf(db, id),
    listDiscrepancies(db, { agreementId: id }, scope),
  ]);
  return row ? { ...toAgreementView(row, items), acknowledgements, discrepancies } : undefined;
}

/**
 * Spec 2.5's four cards over every agreement (the filters narrow the cards, not these): the
 * consignment report over all time. "Socios" are the partners holding an agreement, as the report
 * counts them (decision 0134): a partner registered and never given one is on the partners' list.
 */
export async function consignmentSummary(db: ConsignmentReadDb): Promise<ConsignmentSummary> {
  const row = await db
    .selectFrom('consignment_agreements')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where status = 'active')`.as('active'),
      sql<string>`coalesce(sum(total_value_cents::numeric), 0)`.as('value'),
      sql<string>`count(distinct partner_id)`.as('partners'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalAgreements: Number(row.total),
    active: Number(row.active),
    totalValue: exactPesos(row.value),
    partners: Number(row.partners),
  };
}

/** Every event of the agreement, oldest first (from the audit model), if the agreement is the reader's. */
export async function agreementHistory(db: ConsignmentReadDb, id: string, scope: Scope) {
  if (scope.partner !== undefined && !(await agreementRow(db, id, scope))) return [];
  return historyWithActors(db, agreementStream(id));
}
