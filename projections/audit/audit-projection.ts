import { sql, type Kysely } from 'kysely';
import type { Changed, Projection, SequencedEvent } from '../projection';
import { AUDIT_TABLE } from './tables';

// Every event, with its metadata in columns: who, what, when, from where, because of what.
// Rows come from the events alone (global_order is the event's ordinal), so rebuilds are identical.

async function createTables(db: Kysely<any>, t: Readonly<Record<typeof AUDIT_TABLE, string>>): Promise<void> {
  const table = sql.table(t.audit_events);
  const index = (suffix: string) => sql.id(`${t.audit_events}_${suffix}`);
  await sql`
    create table ${table} (
      position text not null,
      global_order bigint not null,
      event_id uuid primary key,
      stream_id text not null,
      revision bigint not null,
      type text not null,
      actor_id text,
      actor_roles text[] not null default '{}',
      occurred_at timestamptz not null,
      command_id uuid,
      correlation_id uuid,
      causation_id uuid,
      source_app text,
      device_id text,
      data jsonb not null
    )`.execute(db);
  await sql`create unique index ${index('stream')} on ${table} (stream_id, revision)`.execute(db);
  await sql`create unique index ${index('order')} on ${table} (global_order)`.execute(db);
  await sql`create index ${index('type')} on ${table} (type, global_order)`.execute(db);
  await sql`create index ${index('actor')} on ${table} (actor_id, global_order)`.execute(db);
  await sql`create index ${index('occurred')} on ${table} (occurred_at)`.execute(db);
}

/** A Postgres array literal, so a row's roles travel as one element of a text[] parameter. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Column-wise arrays: one parameter per column whatever the batch size (no 65535-parameter limit). */
function columns(events: readonly SequencedEvent[]) {
  const m = (e: SequencedEvent) => e.metadata ?? ({} as Partial<SequencedEvent['metadata']>);
  return [
    events.map((e) => e.position),
    events.map((e) => e.ordinal.toString()),
    events.map((e) => e.eventId),
    events.map((e) => e.streamId),
    events.map((e) => e.revision.toString()),
    events.map((e) => e.type),
    events.map((e) => m(e).actor?.userId ?? null),
    events.map((e) => textArrayLiteral(m(e).actor?.roles ?? [])),
    events.map((e) => m(e).occurredAt ?? null),
    events.map((e) => m(e).commandId ?? null),
    events.map((e) => m(e).correlationId ?? null),
    events.map((e) => m(e).causationId ?? null),
    events.map((e) => m(e).source?.app ?? null),
    events.map((e) => m(e).source?.deviceId ?? null),
    events.map((e) => JSON.stringify(e.data ?? null)),
  ];
}

async function apply(trx: Kysely<any>, events: readonly SequencedEvent[], t: Readonly<Record<typeof AUDIT_TABLE, string>>): Promise<Changed[]> {
  const [pos, ord, id, stream, rev, type, actor, roles, at, cmd, corr, cause, app, device, data] = columns(events);
  await sql`
    insert into ${sql.table(t.audit_events)}
    select u.pos, u.ord, u.id, u.stream, u.rev, u.type, u.actor, u.roles::text[], u.at, u.cmd, u.corr, u.cause, u.app, u.device, u.data
      from unnest(${pos}::text[], ${ord}::bigint[], ${id}::uuid[], ${stream}::text[], ${rev}::bigint[], ${type}::text[],
                  ${actor}::text[], ${roles}::text[], ${at}::timestamptz[], ${cmd}::uuid[], ${corr}::uuid[], ${cause}::uuid[],
                  ${app}::text[], ${device}::text[], ${data}::jsonb[])
           as u(pos, ord, id, stream, rev, type, actor, roles, at, cmd, corr, cause, app, device, data)
    on conflict (event_id) do update set
      position = excluded.position, global_order = excluded.global_order, stream_id = excluded.stream_id,
      revision = excluded.revision, type = excluded.type, actor_id = excluded.actor_id,
      actor_roles = excluded.actor_roles, occurred_at = excluded.occurred_at, command_id = excluded.command_id,
      correlation_id = excluded.correlation_id, causation_id = excluded.causation_id,
      source_app = excluded.source_app, device_id = excluded.device_id, data = excluded.data`.execute(trx);
  return [...new Set(events.map((e) => e.streamId))].map((id) => ({ entity: 'stream', id }));
}

export const auditProjection: Projection<typeof AUDIT_TABLE> = {
  name: 'audit',
  version: 1,
  handles: 'all',
  tables: [AUDIT_TABLE],
  createTables,
  apply,
};
