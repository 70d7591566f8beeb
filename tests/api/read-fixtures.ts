import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { viewAs } from '../../infra/db/pool';
import { auditProjection, type AuditDatabase } from '../../projections/audit';
import { forProjection } from '../../projections/engine/projection';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { buildReadApi, type ReadApiOptions } from '../../read-api/app';
import { createTestDatabase } from '../support/database';

// The read-api on its own migrated database, with the audit read model as a plain table that the
// tests fill directly, so these suites do not depend on the projection runner.

export const config = loadConfig({ JWT_SECRET: 'read-api-test-secret' });

export function tokenFor(
  roles: string[],
  userId = `u-${roles.join('-') || 'none'}`,
  expiresIn: string | number = '1h',
) {
  return signToken({ userId, roles }, config.jwtSecret, expiresIn);
}

export const bearer = (roles: string[], userId?: string) => ({ authorization: `Bearer ${tokenFor(roles, userId)}` });

export async function openReadDatabase() {
  const database = await createTestDatabase('read');
  await createAuditTable(database.db);
  const store = new PostgresEventStore(database.pool);
  const apps: { close(): Promise<unknown> }[] = [];
  return {
    ...database,
    store,
    async app(options: Partial<ReadApiOptions> = {}) {
      // Tokens here name made-up users (tokenFor): the account check is the identity tests' concern.
      const app = await buildReadApi({
        db: database.db,
        store,
        pool: database.pool,
        config,
        options: { accounts: 'trust-token', ...options },
      });
      apps.push(app);
      return app;
    },
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await store.close();
      await database.drop();
    },
  };
}

/** The audit read model's own table and indexes; whatever the runner may have created under the name goes first. */
async function createAuditTable(db: Kysely<AppDatabase>) {
  await sql`
    do $$ begin
      if exists (select 1 from pg_views where viewname = 'audit_events') then drop view audit_events cascade; end if;
      drop table if exists audit_events cascade;
    end $$`.execute(db);
  const base = { audit_events: 'audit_events' };
  await auditProjection.createTables(forProjection(db), base);
  await auditProjection.createIndexes?.(forProjection(db), base);
}

export interface AuditRow {
  order: number;
  stream: string;
  revision: number;
  type: string;
  actor: string;
  roles?: string[];
  occurredAt: string;
  data?: unknown;
  deviceId?: string | null;
}

const uuid = (n: number, kind: number) => `00000000-0000-4000-8${kind}00-${n.toString().padStart(12, '0')}`;

/** Positions follow the Postgres adapter's "<transaction>/<global position>" shape. */
export const positionOf = (order: number) => `${1000 + order}/${order}`;

/** Rows straight into the audit read model (the test's database seen as the read model's). */
export async function insertAuditEvents(appDb: Kysely<AppDatabase>, rows: AuditRow[]) {
  const db = viewAs<AuditDatabase>(appDb);
  await db
    .insertInto('audit_events')
    .values(
      rows.map((r) => ({
        position: positionOf(r.order),
        global_order: String(r.order),
        event_id: uuid(r.order, 1),
        stream_id: r.stream,
        revision: String(r.revision),
        type: r.type,
        actor_id: r.actor,
        actor_roles: r.roles ?? ['accounting'],
        occurred_at: r.occurredAt,
        command_id: uuid(r.order, 2),
        correlation_id: uuid(r.order, 3),
        causation_id: uuid(r.order, 4),
        source_app: 'backoffice',
        device_id: r.deviceId ?? null,
        data: JSON.stringify(r.data ?? { n: r.order }),
      })),
    )
    .execute();
}

export { uuid as fixtureUuid };

export async function setCheckpoint(
  db: Kysely<AppDatabase>,
  name: string,
  position: string | null,
  status = 'running',
) {
  await sql`
    insert into projection_checkpoints (name, version, position, status)
    values (${name}, 1, ${position}, ${status})
    on conflict (name) do update set position = excluded.position, status = excluded.status`.execute(db);
}

export async function notifyProjections(db: Kysely<AppDatabase>, ...payloads: unknown[]) {
  // One transaction: Postgres delivers its notices together, in the order they were sent.
  await db.transaction().execute(async (trx) => {
    for (const p of payloads) {
      const text = typeof p === 'string' ? p : JSON.stringify(p);
      await sql`select pg_notify('flora_projections', ${text})`.execute(trx);
    }
  });
}
