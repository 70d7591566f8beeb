import type { UserListItem } from '../../domain/users';
import type { UserRow } from '../../projections/users';

// An account's row as the users screen and the session profile answer it.

export function toUserItem(r: UserRow): UserListItem {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    roles: r.roles,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at ? r.last_login_at.toISOString() : null,
    ...(r.must_change_password ? { mustChangePassword: true as const } : {}),
    ...(r.partner_id ? { partnerId: r.partner_id } : {}),
  };
}

/** The session user of spec section 3 (no status or last login). */
export function toSessionUser({ id, name, email, firstName, lastName, roles, createdAt, ...more }: UserListItem) {
  const temporary = more.mustChangePassword ? { mustChangePassword: true as const } : {};
  const bound = more.partnerId ? { partnerId: more.partnerId } : {};
  return { id, name, email, firstName, lastName, roles, createdAt, ...temporary, ...bound };
}
