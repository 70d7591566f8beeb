import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../read-model-table';

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
  },
  { primaryKey: ['id'] },
);

export type UsersDatabase = DatabaseOf<typeof users>;
export type UserRow = RowOf<typeof users>;

export const USERS_TABLE = users.name;
type Tables = TableNames<typeof USERS_TABLE>;

export async function createUsersTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, users, t.users);
}

/** The list sorts by name and filters by role and status; search scans name and email. */
export async function createUsersIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const table = sql.table(t.users);
  const index = (suffix: string) => sql.id(`${t.users}_${suffix}`);
  await sql`create index if not exists ${index('name')} on ${table} (lower(name), id)`.execute(db);
  await sql`create index if not exists ${index('email')} on ${table} (lower(email))`.execute(db);
  await sql`create index if not exists ${index('roles')} on ${table} using gin (roles)`.execute(db);
}
