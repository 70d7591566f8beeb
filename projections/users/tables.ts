import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

/** The accounts, through the view `users`: one row per account, the users screen's and /api/auth/me's. */
export const users = table(
  'users',
  {
    id: column.text(),
    email: column.text(),
    name: column.text(),
    first_name: column.text(),
    last_name: column.text(),
    roles: column.textArray(),
    status: column.text<'active' | 'inactive'>(),
    created_at: column.timestamptz(),
    last_login_at: column.timestamptz().nullable(),
    /** The password is an admin's temporary one until the account changes it (issue 43). */
    must_change_password: column.boolean().default('false'),
    /** The consignment partner whose portal the account reads (issue 45); null on every other account. */
    partner_id: column.text().nullable(),
    /** Since when (the partner's page lists its portal's people with it). */
    portal_granted_at: column.timestamptz().nullable(),
  },
  { primaryKey: ['id'] },
);

/**
 * Every session of the last days, open or ended (issue 38): the token check of both APIs reads the
 * ones not yet past their end, /profile lists a user's own.
 */
export const userSessions = table(
  'user_sessions',
  {
    id: column.text(),
    user_id: column.text(),
    device: column.text(),
    started_at: column.timestamptz(),
    expires_at: column.timestamptz(),
    ended_at: column.timestamptz().nullable(),
    end_reason: column.text().nullable(),
  },
  { primaryKey: ['id'] },
);

export type UsersDatabase = DatabaseOf<typeof users> & DatabaseOf<typeof userSessions>;
export type UserRow = RowOf<typeof users>;
export type UserSessionRow = RowOf<typeof userSessions>;

export const USERS_TABLE = users.name;
export const USER_SESSIONS_TABLE = userSessions.name;
type Tables = TableNames<typeof USERS_TABLE | typeof USER_SESSIONS_TABLE>;

export async function createUsersTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, users, t.users);
  await createTable(db, userSessions, t.user_sessions);
}

/** The list sorts by name and filters by role and status; search scans name and email. */
export async function createUsersIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const table = sql.table(t.users);
  const index = (suffix: string) => sql.id(`${t.users}_${suffix}`);
  await sql`create index if not exists ${index('name')} on ${table} (lower(name), id)`.execute(db);
  await sql`create index if not exists ${index('email')} on ${table} (lower(email))`.execute(db);
  await sql`create index if not exists ${index('roles')} on ${table} using gin (roles)`.execute(db);
  const sessions = sql.table(t.user_sessions);
  const sessionIndex = (suffix: string) => sql.id(`${t.user_sessions}_${suffix}`);
  await sql`create index if not exists ${sessionIndex('user')} on ${sessions} (user_id, started_at)`.execute(db);
  await sql`create index if not exists ${sessionIndex('expires')} on ${sessions} (expires_at)`.execute(db);
}
