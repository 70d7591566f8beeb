import type { Kysely } from 'kysely';
import type { ProductHistoryEntry } from '../../domain/inventory';
import type { ReadModels } from '../../projections/read-models';
import { redactCredentials } from './stream-privacy';

// An aggregate's whole history for its own screen (a product's, an agreement's) comes from the audit
// read model, not the event store: the read-api answers from read models only (with KurrentDB the
// store is another server), the audit model holds every event with its actor and time in columns
// and an index on (stream, revision), and the actor's name is one join with the users model.
// Routes using it wait for 'audit' on ?minPosition.

export type HistoryEntry = ProductHistoryEntry;

export async function historyWithActors(db: Kysely<ReadModels>, streamId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.revision', 'e.type', 'e.occurred_at', 'e.actor_id', 'e.data', 'u.name as actor_name'])
    .where('e.stream_id', '=', streamId)
    .orderBy('e.revision')
    .execute();
  return rows.map((r) => ({
    revision: Number(r.revision),
    type: r.type,
    occurredAt: r.occurred_at.toISOString(),
    actor: { userId: r.actor_id ?? '', name: r.actor_name },
    data: redactCredentials(r.data ?? {}) as Record<string, unknown>,
  }));
}
