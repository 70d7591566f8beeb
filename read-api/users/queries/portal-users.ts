import type { Kysely } from 'kysely';
import type { PortalUser } from '../../../domain/users';
import type { ReadModels } from '../../../projections/read-models';

// Issue 45: the people who read a consignment partner's portal, for the admin's partner page — the
// accounts the users read model holds bound to the partner (its partner_id), by name.

/** Undefined when there is no such partner (404), else its portal's people. */
export async function portalUsersOf(db: Kysely<ReadModels>, partnerId: string): Promise<PortalUser[] | undefined> {
  const partner = await db
    .selectFrom('consignment_partners')
    .select('id')
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (!partner) return undefined;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'portal_granted_at', 'created_at', 'last_login_at'])
    .where('partner_id', '=', partnerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    email: r.email,
    name: r.name,
    grantedAt: new Date(r.portal_granted_at ?? r.created_at).toISOString(),
    ...(r.last_login_at ? { lastSeenAt: new Date(r.last_login_at).toISOString() } : {}),
  }));
}
