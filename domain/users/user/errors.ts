import { DomainError, type ErrorKind } from '../../shared/errors';

// Stable codes (the i18n keys) with the texts of spec section 8 where it gives them (kept in the
// spec's language, English for the session messages), Spanish elsewhere.
export const USER_MESSAGES = {
  'USER.ALREADY_EXISTS': 'User already exists with this email',
  'USER.NOT_FOUND': 'Usuario no encontrado',
  'USER.NO_AUTHENTICATED_USER': 'No authenticated user found',
  'USER.DEACTIVATED': 'Usuario desactivado',
  'USER.INVALID_DATA': 'Invalid user data',
  'USER.UPDATE_FAILED': 'Failed to update profile',
  'USER.INVALID_EMAIL': 'El correo electrónico no es válido',
  'USER.NAME_REQUIRED': 'El nombre es obligatorio',
  'USER.NAME_TOO_LONG': 'El nombre admite como máximo 120 caracteres',
  'USER.UNKNOWN_ROLE': 'Rol desconocido',
  'USER.NO_ROLES': 'El usuario debe tener al menos un rol',
  'USER.OWNER_ROLE_RESERVED': 'Solo el propietario puede asignar o retirar el rol de propietario',
  'USER.OWNER_ONLY': 'Solo el propietario puede desactivar o activar a otro propietario',
  'USER.CANNOT_DEACTIVATE_SELF': 'No puedes desactivar tu propia cuenta',
  'USER.SESSION_NOT_FOUND': 'La sesión no existe o ya terminó',
  'USER.SESSION_INVALID': 'Datos de sesión inválidos',
  'USER.RESET_TOKEN_INVALID': 'El enlace para restablecer la contraseña no es válido o ha caducado',
  'USER.PARTNER_ROLE_FROM_PORTAL':
    'El rol de socio se da y se retira desde la ficha del socio de consignación (acceso al portal).',
  'PORTAL.STAFF_ACCOUNT':
    'Esta cuenta es del personal de la tienda: el acceso al portal de socios es para cuentas que no tengan otro rol que el de cliente.',
  'PORTAL.OTHER_PARTNER': 'Esta cuenta ya tiene acceso al portal de otro socio: retíralo allí antes de darle este.',
  'PORTAL.NOT_GRANTED': 'Esta cuenta no tiene acceso al portal de este socio.',
  'AUTH.INVALID_CREDENTIALS': 'Invalid email or password',
  'AUTH.LOGIN_FAILED': 'Login failed',
  'AUTH.REGISTRATION_FAILED': 'Registration failed',
  'AUTH.NO_USER': 'No user found with this email',
  'AUTH.WRONG_PASSWORD': 'La contraseña actual no es correcta',
  'AUTH.PASSWORD_TOO_SHORT': 'La contraseña debe tener al menos 8 caracteres',
  'AUTH.PASSWORD_TOO_LONG': 'La contraseña admite como máximo 200 caracteres',
  'AUTH.TOO_MANY_ATTEMPTS': 'Demasiados intentos. Intenta de nuevo en {seconds} segundos.',
} as const;
export type UserErrorCode = keyof typeof USER_MESSAGES;

// Spec section 8 successes, answered by the auth routes.
export const AUTH_SUCCESS = {
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully',
  resetRequested: 'Password reset email sent successfully',
  passwordUpdated: 'Password updated successfully',
} as const;

const KINDS: Partial<Record<UserErrorCode, ErrorKind>> = {
  'USER.ALREADY_EXISTS': 'illegal-state',
  'USER.NOT_FOUND': 'not-found',
  'USER.NO_AUTHENTICATED_USER': 'not-found',
  'AUTH.NO_USER': 'not-found',
  'USER.DEACTIVATED': 'forbidden',
  'USER.OWNER_ROLE_RESERVED': 'forbidden',
  'USER.OWNER_ONLY': 'forbidden',
  'USER.CANNOT_DEACTIVATE_SELF': 'illegal-state',
  'USER.SESSION_NOT_FOUND': 'not-found',
  'USER.PARTNER_ROLE_FROM_PORTAL': 'illegal-state',
  'PORTAL.STAFF_ACCOUNT': 'illegal-state',
  'PORTAL.OTHER_PARTNER': 'illegal-state',
  'PORTAL.NOT_GRANTED': 'not-found',
};

export function userError(code: UserErrorCode, path?: string): DomainError {
  const message = USER_MESSAGES[code];
  return new DomainError(code, KINDS[code] ?? 'validation', message, path ? [{ path, message }] : undefined);
}

export const tooManyAttempts = (seconds: number) =>
  USER_MESSAGES['AUTH.TOO_MANY_ATTEMPTS'].replace('{seconds}', String(seconds));
