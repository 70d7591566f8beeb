import { z } from 'zod';
import { ROLES, type Role } from '../../identity/roles';
import type { Command } from '../../shared/decider';
import { USER_MESSAGES as M } from './errors';

// The rules live here once: the HTTP edge validates with these schemas, decide() re-checks with the
// same predicates because commands also come from the demo seed and scripts.
export const MIN_PASSWORD = 8;
export const MAX_NAME = 120;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (s: string) => s.length <= 254 && EMAIL.test(s);
export const normalizeEmail = (s: string) => s.trim().toLowerCase();

/** Spec 5: when no first or last name is given, the first word is the first name, the rest the last name. */
export function splitName(
  name: string,
  firstName?: string,
  lastName?: string,
): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: firstName?.trim() || first, lastName: lastName?.trim() || rest.join(' ') };
}

// trim/toLowerCase are overwrites, not transforms: the OpenAPI document can still describe them.
export const email = z
  .string({ error: M['USER.INVALID_EMAIL'] })
  .trim()
  .toLowerCase()
  .refine(isEmail, { error: M['USER.INVALID_EMAIL'] });
export const password = z
  .string({ error: M['AUTH.PASSWORD_TOO_SHORT'] })
  .min(MIN_PASSWORD, { error: M['AUTH.PASSWORD_TOO_SHORT'] })
  .max(200, { error: M['AUTH.PASSWORD_TOO_LONG'] });
const personName = z
  .string()
  .trim()
  .min(1, { error: M['USER.NAME_REQUIRED'] })
  .max(MAX_NAME, { error: M['USER.NAME_TOO_LONG'] });
const optionalName = z.string().trim().max(MAX_NAME, { error: M['USER.NAME_TOO_LONG'] }).optional();
export const role = z.enum(ROLES, { error: M['USER.UNKNOWN_ROLE'] });

export const registerBody = z
  .object({ name: personName, email, password, firstName: optionalName, lastName: optionalName })
  .strict();
// Login checks nothing but presence: a stored password shorter than today's minimum must still work.
export const loginBody = z.object({
  email: z
    .string({ error: 'El correo electrónico es obligatorio' })
    .min(1, { error: 'El correo electrónico es obligatorio' })
    .max(254),
  password: z
    .string({ error: 'La contraseña es obligatoria' })
    .min(1, { error: 'La contraseña es obligatoria' })
    .max(200),
});
export const changePasswordBody = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword: password })
  .strict();
export const resetRequestBody = z.object({ email }).strict();
export const resetCompleteBody = z.object({ token: z.string().min(16).max(200), newPassword: password }).strict();
export const updateProfileBody = z
  .object({ name: personName.optional(), firstName: optionalName, lastName: optionalName })
  .strict();
export const assignRolesBody = z
  .object({ roles: z.array(role).min(1, { error: M['USER.NO_ROLES'] }).max(ROLES.length) })
  .strict();
/**
 * An account the admin or owner creates (issue 43): its password is a temporary one the server makes,
 * answered once, to be changed at its first sign-in.
 */
export const createUserBody = z
  .object({
    name: personName,
    email,
    roles: z.array(role, { error: M['USER.NO_ROLES'] }).min(1, { error: M['USER.NO_ROLES'] }).max(ROLES.length),
  })
  .strict();
/** Issue 45: whom an admin invites to a consignment partner's portal (a new account, or an existing customer's). */
export const portalAccessBody = z.object({ email, name: personName }).strict();
const partnerId = z.uuid({ error: 'Identificador de socio inválido.' });
export const portalAccessParams = z.object({ id: partnerId }).strict();
export const portalAccessEmailParams = z.object({ id: partnerId, email }).strict();
export const sessionParams = z.object({ id: z.uuid({ error: 'Identificador de sesión inválido' }) }).strict();
export const userParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, { error: 'Identificador de usuario inválido' }),
});

export type RegisterUser = Command<
  'RegisterUser',
  {
    userId: string;
    email: string;
    name: string;
    firstName?: string;
    lastName?: string;
    /** seed and the admin's creation only; default client */ roles?: Role[];
    /** Created by an admin with a temporary password: changed at the first sign-in (issue 43). */
    mustChangePassword?: boolean;
    /** Issue 45: an account made for a partner's portal, bound to this partner from its first event. */
    portalOf?: string;
  }
>;
/** The server names the session (the token's `sid`) and its end; `device` is what the browser says it is. */
export type RecordLogin = Command<'RecordLogin', { sessionId: string; expiresAt: string; device: string }>;
export type RecordLogout = Command<'RecordLogout', { sessionId?: string }>;
/** The owner of the account ends sessions: the listed ones, or every one but `keep` (none: all). */
export type EndSessions = Command<'EndSessions', { sessionIds?: string[]; keep?: string }>;
/** The session the change was made from stays open; every other one ends. */
export type ChangePassword = Command<'ChangePassword', { keepSession?: string }>;
export type RequestPasswordReset = Command<'RequestPasswordReset', { tokenId: string; expiresAt: string }>;
export type CompletePasswordReset = Command<'CompletePasswordReset', { tokenId: string }>;
export type UpdateProfile = Command<'UpdateProfile', z.infer<typeof updateProfileBody>>;
export type AssignRoles = Command<'AssignRoles', { roles: Role[] }>;
/** Issue 45: the account reads this partner's portal (a new binding, or the same one again: nothing). */
export type GrantPortalAccess = Command<'GrantPortalAccess', { partnerId: string }>;
/** The account no longer reads this partner's portal; its sessions end. */
export type WithdrawPortalAccess = Command<'WithdrawPortalAccess', { partnerId: string }>;
export type DeactivateUser = Command<'DeactivateUser', Record<string, never>>;
export type ActivateUser = Command<'ActivateUser', Record<string, never>>;

export type UserCommand =
  | RegisterUser
  | RecordLogin
  | RecordLogout
  | EndSessions
  | ChangePassword
  | RequestPasswordReset
  | CompletePasswordReset
  | UpdateProfile
  | AssignRoles
  | GrantPortalAccess
  | WithdrawPortalAccess
  | DeactivateUser
  | ActivateUser;
