import { sql } from 'kysely';
import { likePattern } from '../shared/search';
import type { HrReadDb } from './shop-time';

// The accounts HR may link an employee to (the employee form's picker): the active staff accounts —
// any role but a client's — with their name and email, by name. GET /api/users answers only those who
// manage users (admin, owner); HR needs no more than this to link someone, and sees no client.

export interface AccountOption {
  id: string;
  name: string;
  email: string;
}

/** At most this many: a shop's staff; past it the picker narrows with `q`. */
const MAX_ACCOUNTS = 500;

export async function staffAccounts(db: HrReadDb, search?: string): Promise<AccountOption[]> {
  let q = db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('status', '=', 'active')
    .where(sql<boolean>`exists (select 1 from unnest(roles) as r where r <> 'client')`);
  if (search) {
    const like = likePattern(search);
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]));
  }
  return q
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(MAX_ACCOUNTS)
    .execute();
}
