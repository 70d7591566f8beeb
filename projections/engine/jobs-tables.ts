import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';

// The operators' bookkeeping (issue 20): rebuild jobs started from the screen and the time-travel
// builds. Not read models (no events feed them) and not the write side's, so they are created here,
// on first use, rather than by a migration: an older database gains them the first time an
// operator needs them. A transaction-scoped advisory lock keeps two processes from racing the DDL.

/** The Kysely instances (one per database) whose tables are known to exist. */
const ready = new WeakSet<object>();

export async function ensureOpsTables(db: Kysely<AppDatabase>): Promise<void> {
  if (ready.has(db)) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('flora:ops-tables'))`.execute(trx);
    await sql`
      create table if not exists projection_jobs (
        job_id uuid primary key,
        name text not null,
        generation int not null,
        events_applied bigint not null default 0,
        total_events bigint not null default 0,
        percent int not null default 0,
        done boolean not null default false,
        error text,
        started_at timestamptz not null default now(),
        finished_at timestamptz
      )`.execute(trx);
    await sql`
      create table if not exists time_travels (
        id serial primary key,
        projection text not null,
        until timestamptz not null,
        status text not null default 'building',
        events_applied bigint not null default 0,
        position text,
        error text,
        created_at timestamptz not null default now()
      )`.execute(trx);
  });
  ready.add(db);
}
