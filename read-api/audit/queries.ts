import { sql, type Kysely, type Selectable } from 'kysely';
import { USER_STREAM_PREFIX } from '../../domain/users';
import type { AuditEventsTable } from '../../projections/audit/tables';
import type { ReadDatabase } from '../tables';
import { redactCredentials } from './privacy';

// The audit trail as the accountant reads it. Every filter, the order and the page are SQL.

export interface AuditItem {
  position: string;
  eventId: string;
  streamId: string;
  revision: number;
  type: string;
  occurredAt: string;
  // Null only for events written without that metadata (the store never refuses them).
  actor: { userId: string | null; roles: string[] };
  commandId: string | null;
  correlationId: string | null;
  causationId: string | null;
  source: { app: string | null; deviceId: string | null };
  data: unknown;
}

export interface AuditFilter {
  stream?: string;
  types?: string[];
  actor?: string;
  /** Inclusive lower bound on occurred_at. */
  from?: Date;
  /** Exclusive upper bound on occurred_at. */
  until?: Date;
  /** Leaves the account streams out (a caller who may not read users). */
  withoutAccounts?: boolean;
}

/** Counting past this is work nobody reads; the answer says the total was capped. */
export const TOTAL_CAP = 10_000;

export function toAuditItem(r: Selectable<AuditEventsTable>): AuditItem {
  return {
    position: r.position,
    eventId: r.event_id,
    streamId: r.stream_id,
    revision: Number(r.revision),
    type: r.type,
    occurredAt: r.occurred_at.toISOString(),
    actor: { userId: r.actor_id, roles: r.actor_roles },
    commandId: r.command_id,
    correlationId: r.correlation_id,
    causationId: r.causation_id,
    source: { app: r.source_app, deviceId: r.device_id },
    data: redactCredentials(r.data),
  };
}

function filtered(db: Kysely<ReadDatabase>, f: AuditFilter) {
  let q = db.selectFrom('audit_events');
  if (f.stream) q = q.where('stream_id', '=', f.stream);
  if (f.types?.length) q = q.where('type', 'in', f.types);
  if (f.actor) q = q.where('actor_id', '=', f.actor);
  if (f.from) q = q.where('occurred_at', '>=', f.from);
  if (f.until) q = q.where('occurred_at', '<', f.until);
  if (f.withoutAccounts) q = q.where('stream_id', 'not like', `${USER_STREAM_PREFIX}%`);
  return q;
}

export async function listAuditEvents(
  db: Kysely<ReadDatabase>,
  filter: AuditFilter,
  page: { page: number; pageSize: number },
) {
  const rows = filtered(db, filter)
    .selectAll()
    .orderBy('global_order', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const counted = db
    .selectFrom(
      filtered(db, filter)
        .select(sql<number>`1`.as('one'))
        .limit(TOTAL_CAP + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const [items, { n }] = await Promise.all([rows, counted]);
  const total = Number(n);
  return {
    items: items.map(toAuditItem),
    total: Math.min(total, TOTAL_CAP),
    totalCapped: total > TOTAL_CAP,
  };
}

/** The whole history of one stream, oldest first; empty when the stream is unknown. */
export async function streamHistory(db: Kysely<ReadDatabase>, streamId: string): Promise<AuditItem[]> {
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('revision', 'asc')
    .execute();
  return rows.map(toAuditItem);
}
