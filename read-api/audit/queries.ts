import { sql, type Kysely } from 'kysely';
import type { ReadModels } from '../../projections/read-models';
import { toAuditItem } from './to-response';

// The audit trail as the accountant reads it. Every filter, the order and the page are SQL.

export interface AuditFilter {
  stream?: string;
  types?: string[];
  actor?: string;
  /** Inclusive lower bound on occurred_at. */
  from?: Date;
  /** Exclusive upper bound on occurred_at. */
  until?: Date;
  /** Leaves these streams out (account or staff streams the caller may not read: shared/stream-privacy.ts). */
  hiddenPrefixes?: readonly string[];
}

/** Counting past this is work nobody reads; the answer says the total was capped. */
export const TOTAL_CAP = 10_000;

function filtered(db: Kysely<ReadModels>, f: AuditFilter) {
  let q = db.selectFrom('audit_events');
  if (f.stream) q = q.where('stream_id', '=', f.stream);
  if (f.types?.length) q = q.where('type', 'in', f.types);
  if (f.actor) q = q.where('actor_id', '=', f.actor);
  if (f.from) q = q.where('occurred_at', '>=', f.from);
  if (f.until) q = q.where('occurred_at', '<', f.until);
  for (const prefix of f.hiddenPrefixes ?? []) q = q.where('stream_id', 'not like', `${prefix}%`);
  return q;
}

export async function listAuditEvents(
  db: Kysely<ReadModels>,
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
export async function streamHistory(db: Kysely<ReadModels>, streamId: string) {
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('revision', 'asc')
    .execute();
  return rows.map(toAuditItem);
}

/** One event by its id (the books' drill-down from a journal line), its actor named; undefined when unknown. */
export async function auditEvent(db: Kysely<ReadModels>, eventId: string) {
  const row = await db.selectFrom('audit_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  if (!row) return undefined;
  const item = toAuditItem(row);
  const user = row.actor_id
    ? await db.selectFrom('users').select('name').where('id', '=', row.actor_id).executeTakeFirst()
    : undefined;
  return { ...item, actor: { ...item.actor, name: user?.name ?? null } };
}
