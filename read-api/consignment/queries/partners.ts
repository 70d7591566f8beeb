import { sql } from 'kysely';
import type { PartnerStatus } from '../../../domain/consignment';
import type { PartnerView } from '../../../domain/consignment';
import { likePattern } from '../../shared/search';
import { toPartnerView, type ConsignmentReadDb } from '../to-response/views';
import { inScope, type Scope } from './scope';

// The partners list (sorted by business name) and one partner, each with its agreement counts.

export interface PartnerFilter {
  search?: string;
  status?: PartnerStatus;
}

/** Partners with their agreement counts, as the list and the offline copy's feed (read-api/sync) read them. */
export function partners(db: ConsignmentReadDb) {
  return db
    .selectFrom('consignment_partners as p')
    .selectAll('p')
    .select((eb) => [
      eb
        .selectFrom('consignment_agreements as a')
        .whereRef('a.partner_id', '=', 'p.id')
        .select((c) => c.fn.countAll<string>().as('n'))
        .as('agreements'),
      eb
        .selectFrom('consignment_agreements as a')
        .whereRef('a.partner_id', '=', 'p.id')
        .where('a.status', '=', 'active')
        .select((c) => c.fn.countAll<string>().as('n'))
        .as('active_agreements'),
      // owedNow, its one definition (issue 45): the net of the sales of agreements still open to
      // settle — neither settled nor cancelled — what the partner will owe when they settle.
      eb
        .selectFrom('consignment_agreements as a')
        .whereRef('a.partner_id', '=', 'p.id')
        .where('a.status', 'not in', ['settled', 'cancelled'])
        .select(sql<string>`coalesce(sum(a.net_cents), 0)`.as('n'))
        .as('owed_cents'),
    ]);
}

export async function listPartners(db: ConsignmentReadDb, f: PartnerFilter, scope: Scope): Promise<PartnerView[]> {
  let q = partners(db);
  if (scope.partner !== undefined) q = q.where('p.id', '=', scope.partner);
  if (f.search) q = q.where('p.search_text', 'like', sql<string>`lower(${likePattern(f.search)})`);
  if (f.status) q = q.where('p.status', '=', f.status);
  const rows = await q.orderBy('p.sort_name').orderBy('p.id').execute();
  return rows.map((r) => toPartnerView(r));
}

export async function partnerDetail(db: ConsignmentReadDb, id: string, scope: Scope): Promise<PartnerView | undefined> {
  if (!inScope(scope, id)) return undefined;
  const row = await partners(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toPartnerView(row) : undefined;
}
