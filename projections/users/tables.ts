import type { ColumnType } from 'kysely';

/** The users read model as the read-api sees it, through the view `users`: one row per account. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  roles: string[];
  status: 'active' | 'inactive';
  created_at: ColumnType<Date, string | Date, never>;
  last_login_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
}

export interface UsersDatabase {
  users: UsersTable;
}

export const USERS_TABLE = 'users';
