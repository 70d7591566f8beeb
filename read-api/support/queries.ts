import type { Kysely } from 'kysely';
import type { ReadModels } from '../../projections/read-models';
import { toHelpRequestView } from './to-response';

// The help requests as staff read them, a status at a time. Open ones oldest first: whoever waited
// longest is next; resolved ones newest first.

/** How many requests stand in a status (the list's total; the landings' count of open ones). */
export async function countHelpRequests(db: Kysely<ReadModels>, status: 'open' | 'resolved'): Promise<number> {
  const row = await db
    .selectFrom('help_requests')
    .where('status', '=', status)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listHelpRequests(
  db: Kysely<ReadModels>,
  f: { status: 'open' | 'resolved'; page: number; pageSize: number },
) {
  const order = f.status === 'open' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    db
      .selectFrom('help_requests')
      .where('status', '=', f.status)
      .selectAll()
      .orderBy(f.status === 'open' ? 'requested_at' : 'resolved_at', order)
      .orderBy('ordinal', order)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    countHelpRequests(db, f.status),
  ]);
  return { items: rows.map(toHelpRequestView), total };
}

export async function helpRequestById(db: Kysely<ReadModels>, id: string) {
  const row = await db.selectFrom('help_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toHelpRequestView(row);
}
