import { sql } from 'kysely';
import type { AccountOption } from '../../../domain/hr';
import { likePattern } from '../../shared/search';
import type { HrReadDb } from '../../shared/shop-time';

// The accounts HR may link an employee to (the employee form's picker): the active staff accounts —
// any role but a client's — with their name and email, by name. GET /api/users answers only those who
// manage users (admin, owner); HR needs no more than this to link someone, and sees no client. Each
// names the employee already linked to it, so the picker marks it taken.

/** At most this many: a shop's staff; past it the picker narrows with `q`. */
const MAX_ACCOUNTS = 500;

export async function staffAccounts(db: HrReadDb, search?: string): Promise<AccountOption[]> {
  let q = db
    .selectFrom('users as u')
    .leftJoin('hr_employees as e', (j) => j.onRef('e.user_id', '=', 'u.id').on('e.status', '<>', 'terminated'))
    .select(['u.id', 'u.name', 'u.email', 'u.roles', 'e.employee_id as employeeId'])
    .where('u.status', '=', 'active')
    .where(sql<boolean>`exists (select 1 from unnest(u.roles) as r where r <> 'client')`);
  if (search) {
    const like = likePattern(search);
    q = q.where((eb) => eb.or([eb('u.name', 'ilike', like), eb('u.email', 'ilike', like)]));
  }
  return q
    .orderBy(sql`lower(u.name)`)
    .orderBy('u.id')
    .limit(MAX_ACCOUNTS)
    .execute();
}
