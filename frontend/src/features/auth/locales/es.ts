// The profile screen: the person's data, the password change and the open sessions. The sign-in
// words stay in config/locales/auth.ts: the first page reads them without i18next.
export const es = {
  title: 'Perfil',
  personal: 'Datos personales',
  name: 'Nombre completo',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  roles: 'Roles',
  memberSince: 'Miembro desde',
  updated: 'Perfil actualizado',
  updateFailed: 'Failed to update profile',
  invalidData: 'Invalid user data',
  changePassword: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  passwordChanged: 'Password changed successfully',
  temporaryTitle: 'Elige tu contraseña',
  temporaryNotice:
    'Entraste con una contraseña temporal. Escríbela como contraseña actual y elige una nueva para continuar.',
  preferences: 'Preferencias',
  sessions: 'Sesiones abiertas',
  sessionsFooter:
    'Cada inicio de sesión es una sesión. Cierra las de los dispositivos que no reconozcas; al cambiar la contraseña se cierran todas menos esta.',
  sessionsFailed: 'No se pudieron cargar las sesiones.',
  thisDevice: 'Este dispositivo',
  lastSeen: 'Última actividad: {{when}}',
  endSession: 'Cerrar',
  sessionEnded: 'Sesión cerrada en {{device}}',
  signOutHere: 'Cerrar sesión en este dispositivo',
  signOutEverywhere: 'Cerrar sesión en todos los dispositivos',
};
