import { agreementStream } from '../../domain/consignment/events';
import type { AgreementHistoryEntry } from '../../domain/consignment/views';
import type { ConsignmentReadDb } from './views';

// An agreement's whole history from the audit read model (as a product's is): every event with who
// registered it and when, the actor's name joined from the users model. ?minPosition waits for 'audit'.

export async function agreementHistory(db: ConsignmentReadDb, agreementId: string): Promise<AgreementHistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.revision', 'e.type', 'e.occurred_at', 'e.actor_id', 'e.data', 'u.name as actor_name'])
    .where('e.stream_id', '=', agreementStream(agreementId))
    .orderBy('e.revision')
    .execute();
  return rows.map((r) => ({
    revision: Number(r.revision),
    type: r.type,
    occurredAt: r.occurred_at.toISOString(),
    actor: { userId: r.actor_id ?? '', name: r.actor_name },
    data: (r.data ?? {}) as Record<string, unknown>,
  }));
}
