import { sql, type Kysely } from 'kysely';
import type { UserListItem as UserItem } from '../../../domain/users';
import type { ReadModels } from '../../../projections/read-models';
import { toUserItem } from '../to-response';

// The users screen and the session profile. Filters, order and page are SQL.

export type { UserListItem as UserItem } from '../../../domain/users';

export interface UserFilter {
  search?: string;
  role?: string;
  status?: 'active' | 'inactive';
}

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function filtered(db: Kysely<ReadModels>, f: UserFilter) {
  let q = db.selectFrom('users');
  if (f.search) {
    const pattern = likePattern(f.search);
    q = q.where((eb) => eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(email)`, 'like', pattern)]));
  }
  if (f.role) q = q.where(sql<boolean>`${f.role}::text = any(roles)`);
  if (f.status) q = q.where('status', '=', f.status);
  return q;
}

export async function listUsers(db: Kysely<ReadModels>, filter: UserFilter, page: { page: number; pageSize: number }) {
  const rows = filtered(db, filter)
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const counted = filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const [items, { n }] = await Promise.all([rows, counted]);
  return { items: items.map(toUserItem), total: Number(n) };
}

export async function findUser(db: Kysely<ReadModels>, id: string): Promise<UserItem | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toUserItem(row) : undefined;
}
