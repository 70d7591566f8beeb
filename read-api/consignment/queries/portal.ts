import type {
  AcknowledgementView,
  DiscrepancyStatus,
  DiscrepancyView,
  SettlementView,
} from '../../../domain/consignment';
import { toPesos } from '../../../domain/shared';
import type { ConsignmentReadDb } from '../to-response/views';
import { partnerFilter, type Scope } from './scope';

// Issue 45: the settlements (a statement each), the partners' confirmations of them and the
// discrepancies they report, each as its reader may see it (scope.ts). Names of the accounts come
// from the users read model at read time (decoration: a missing one reads null).

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Settled agreements, newest first; their money is the agreement's (one definition, its row's). */
export async function listSettlements(
  db: ConsignmentReadDb,
  asked: { partner?: string; agreementId?: string },
  scope: Scope,
): Promise<SettlementView[]> {
  const partner = partnerFilter(scope, asked.partner);
  let q = db
    .selectFrom('consignment_settlements as s')
    .innerJoin('consignment_agreements as a', 'a.id', 's.agreement_id')
    .leftJoin('consignment_partners as p', 'p.id', 'a.partner_id')
    .leftJoin('users as u', 'u.id', 's.acknowledged_by')
    .select([
      's.id',
      's.agreement_id',
      's.settled_at',
      's.position',
      's.acknowledged_by',
      's.acknowledged_at',
      'a.code',
      'a.partner_id',
      'a.partner_name',
      'a.sold_cents',
      'a.commission_cents',
      'a.net_cents',
      'p.business_name',
      'u.name',
    ]);
  if (partner !== undefined) q = q.where('a.partner_id', '=', partner);
  if (asked.agreementId) q = q.where('s.agreement_id', '=', asked.agreementId);
  const rows = await q.orderBy('s.settled_at', 'desc').orderBy('s.ordinal', 'desc').limit(1000).execute();
  return rows.map((r) => ({
    id: r.id,
    agreementId: r.agreement_id,
    code: r.code,
    partnerId: r.partner_id,
    partnerName: r.business_name ?? r.partner_name,
    settledAt: r.settled_at.toISOString(),
    gross: toPesos(r.sold_cents),
    commission: toPesos(r.commission_cents),
    net: toPesos(r.net_cents),
    position: r.position,
    acknowledged:
      r.acknowledged_by && r.acknowledged_at
        ? { by: r.acknowledged_by, name: r.name, at: r.acknowledged_at.toISOString() }
        : null,
  }));
}

/** An agreement's confirmed statements, oldest first (the detail shows "Confirmada por … el …"). */
export async function acknowledgementsOf(db: ConsignmentReadDb, agreementId: string): Promise<AcknowledgementView[]> {
  const rows = await db
    .selectFrom('consignment_settlements as s')
    .leftJoin('users as u', 'u.id', 's.acknowledged_by')
    .selectAll('s')
    .select('u.name')
    .where('s.agreement_id', '=', agreementId)
    .where('s.acknowledged_at', 'is not', null)
    .orderBy('s.acknowledged_at')
    .execute();
  return rows.map((r) => ({
    settlementId: r.id,
    by: r.acknowledged_by ?? '',
    name: r.name,
    at: r.acknowledged_at!.toISOString(),
    note: r.acknowledged_note ?? '',
    from: { address: r.acknowledged_address ?? '', device: r.acknowledged_device ?? '' },
  }));
}

export interface DiscrepancyFilter {
  status?: DiscrepancyStatus;
  agreementId?: string;
}

/** Discrepancies, newest first: the shop's tasks (status open) or an agreement's. */
export async function listDiscrepancies(
  db: ConsignmentReadDb,
  f: DiscrepancyFilter,
  scope: Scope,
): Promise<DiscrepancyView[]> {
  let q = db
    .selectFrom('consignment_discrepancies as d')
    .innerJoin('consignment_agreements as a', 'a.id', 'd.agreement_id')
    .leftJoin('consignment_partners as p', 'p.id', 'a.partner_id')
    .leftJoin('consignment_agreement_items as i', (j) =>
      j.onRef('i.agreement_id', '=', 'd.agreement_id').onRef('i.product_id', '=', 'd.product_id'),
    )
    .leftJoin('users as r', 'r.id', 'd.reported_by')
    .leftJoin('users as v', 'v.id', 'd.resolved_by')
    .selectAll('d')
    .select(['a.code', 'a.partner_id', 'a.partner_name', 'p.business_name', 'i.product_name'])
    .select(['r.name as reporter', 'v.name as resolver']);
  if (scope.partner !== undefined) q = q.where('a.partner_id', '=', scope.partner);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.agreementId) q = q.where('d.agreement_id', '=', f.agreementId);
  const rows = await q.orderBy('d.ordinal', 'desc').limit(500).execute();
  return rows.map((r) => ({
    id: r.id,
    agreementId: r.agreement_id,
    code: r.code,
    partnerId: r.partner_id,
    partnerName: r.business_name ?? r.partner_name,
    productId: r.product_id,
    productName: r.product_name ?? r.product_id,
    note: r.note,
    reportedBy: { userId: r.reported_by, name: r.reporter },
    reportedAt: r.reported_at.toISOString(),
    status: r.status,
    resolvedBy: r.resolved_by ? { userId: r.resolved_by, name: r.resolver } : null,
    resolvedAt: iso(r.resolved_at),
    resolutionNote: r.resolution_note,
    position: r.position,
  }));
}
