import { z } from 'zod';
import { CommandAnswer, Instant, pageAnswer } from '../shared/responses';
import type { UserState } from './user/evolve';

// What the API answers about users: the session user (login, register, profile), a row of the users
// screen, the caller's open sessions, and the spec's `{ success, … }` envelopes of the identity routes
// (spec section 7). Zod schemas with their types inferred (issue 39): the routes serialise with them.

/** The session user of spec section 3, as the login, register and profile answers carry it. */
export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  createdAt: Instant,
  /** Only when true (issue 43): the password is a temporary one, and the app asks for a new one first. */
  mustChangePassword: z.literal(true).optional(),
  /** A partner's portal account (issue 45): the consignment partner it is bound to. */
  partnerId: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** A row of the users screen (GET /api/users): the session user plus what an admin manages. */
export const UserListItem = SessionUser.extend({
  status: z.enum(['active', 'inactive']),
  lastLoginAt: Instant.nullable(),
});
export type UserListItem = z.infer<typeof UserListItem>;

/** GET /api/users: one page of the accounts. */
export const UserPage = pageAnswer(UserListItem);
export type UserPage = z.infer<typeof UserPage>;

/** One of the caller's open sessions (GET /api/auth/sessions), for /profile's list. */
export const OpenSessionItem = z.object({
  id: z.string(),
  /** What the browser said it was when it signed in ("Chrome en Windows"). */
  device: z.string(),
  startedAt: Instant,
  /** Written by the APIs at most a minute late; the sign-in when never seen since. */
  lastSeenAt: Instant,
  /** The absolute end. */
  expiresAt: Instant,
  /** The session of the token that asks. */
  current: z.boolean(),
});
export type OpenSessionItem = z.infer<typeof OpenSessionItem>;

/** A success in the spec's envelope: `{ success: true, data }`. */
const succeeded = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** Login (both paths) and register: the token and who it stands for. */
export const SessionAnswer = succeeded(z.object({ token: z.string(), user: SessionUser }));
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** GET and PATCH /api/auth/me (and /api/profile): the session user. */
export const ProfileAnswer = succeeded(z.object({ user: SessionUser }));
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

/** POST /api/auth/session/renew: a new token of the same session. */
export const RenewedTokenAnswer = succeeded(z.object({ token: z.string() }));
export type RenewedTokenAnswer = z.infer<typeof RenewedTokenAnswer>;

/** GET /api/auth/sessions: the caller's open sessions, the most recently seen first. */
export const OpenSessionsAnswer = succeeded(z.object({ sessions: z.array(OpenSessionItem) }));
export type OpenSessionsAnswer = z.infer<typeof OpenSessionsAnswer>;

/** Logout, change and reset of the password: done, in the spec's words (AUTH_SUCCESS). */
export const AuthMessageAnswer = z.object({ success: z.literal(true), message: z.string() });
export type AuthMessageAnswer = z.infer<typeof AuthMessageAnswer>;

/** A refused login or registration, in the spec's shape (section 7) rather than problem+json. */
export const AuthFailure = z.object({ success: z.literal(false), error: z.string() });
export type AuthFailure = z.infer<typeof AuthFailure>;

/** The spec's success envelopes, `success` kept the literal `true` the schemas promise. */
export const succeededWith = <T>(data: T) => ({ success: true as const, data });
export const succeededSaying = (message: string) => ({ success: true as const, message });

/** POST /api/users (issue 43): the command's answer and the temporary password, shown to the admin once. */
export const CreatedUserAnswer = CommandAnswer.extend({
  temporaryPassword: z.string().describe('Contraseña temporal: se entrega al usuario, que la cambia al entrar'),
});
export type CreatedUserAnswer = z.infer<typeof CreatedUserAnswer>;

/**
 * POST /api/consignment/partners/:id/portal-access (issue 45): the account's id and its append; the
 * temporary password only when the account was made by this invitation (an existing one is linked).
 */
export const PortalAccessAnswer = CommandAnswer.extend({
  email: z.string(),
  temporaryPassword: z
    .string()
    .optional()
    .describe('Contraseña temporal de la cuenta nueva: se entrega a la persona, que la cambia al entrar'),
});
export type PortalAccessAnswer = z.infer<typeof PortalAccessAnswer>;

/** One person who reads a partner's portal, for the admin's partner page. */
export const PortalUser = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  grantedAt: Instant,
  /** The last sign-in, when there has been one. */
  lastSeenAt: Instant.optional(),
});
export type PortalUser = z.infer<typeof PortalUser>;
export const PortalUsers = z.array(PortalUser);

export function sessionUserOf(user: Exclude<UserState, { status: 'unregistered' }>): SessionUser {
  const { userId: id, name, email, firstName, lastName, roles, registeredAt: createdAt } = user;
  const temporary = user.mustChangePassword ? { mustChangePassword: true as const } : {};
  const bound = user.partnerId ? { partnerId: user.partnerId } : {};
  return { id, name, email, firstName, lastName, roles: [...roles], createdAt, ...temporary, ...bound };
}
