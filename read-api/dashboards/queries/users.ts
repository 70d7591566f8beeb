import { sql, type Kysely } from 'kysely';
import { ROLES, type Role } from '../../../domain/identity';
import type { UserFigures } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';

// The admin's people figures, from the users read model: accounts active and deactivated, how many
// hold each role (an account with two roles counts in both), and who signed up this month.

export async function userFigures(db: Kysely<ReadModels>, monthStart: string, timeZone: string): Promise<UserFigures> {
  const [counts, roles] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        sql<string>`count(*) filter (where status = 'active')`.as('active'),
        sql<string>`count(*) filter (where status <> 'active')`.as('inactive'),
        sql<string>`count(*) filter (where created_at >= (${monthStart}::date::timestamp at time zone ${timeZone}))`.as(
          'new',
        ),
      ])
      .executeTakeFirstOrThrow(),
    sql<{ role: string; n: string }>`
      select r.role, count(*) as n from users cross join lateral unnest(roles) as r(role)
       where status = 'active' group by r.role`.execute(db),
  ]);
  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  for (const r of roles.rows) if ((ROLES as readonly string[]).includes(r.role)) byRole[r.role as Role] = Number(r.n);
  return {
    active: Number(counts.active),
    inactive: Number(counts.inactive),
    newThisMonth: Number(counts.new),
    byRole,
  };
}
