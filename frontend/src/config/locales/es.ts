// Spanish, the interface default (spec 1). Where spec 8 gives a message in English, it stays
// word for word as the spec gives it.
export const es = {
  common: {
    appName: 'Flora', loading: 'Cargando…', save: 'Guardar', saving: 'Guardando…', cancel: 'Cancelar',
    close: 'Cerrar', retry: 'Reintentar', signOut: 'Cerrar sesión', profile: 'Perfil', comingSoon: 'Próximamente',
    language: 'Idioma', home: 'Inicio', menu: 'Menú',
  },
  languages: { es: 'Español', en: 'English' },
  update: { available: 'Hay una nueva versión disponible.', reload: 'Recargar' },
  auth: {
    layoutTagline: 'Flores a domicilio en Miami',
    login: {
      title: 'Iniciar sesión', email: 'Correo electrónico', password: 'Contraseña', remember: 'Recordarme',
      submit: 'Entrar', submitting: 'Entrando…', noAccount: '¿No tienes cuenta?', register: 'Regístrate',
      failed: 'Login failed', invalid: 'Invalid email or password',
    },
    register: {
      title: 'Crear cuenta', name: 'Nombre completo', submit: 'Crear cuenta', submitting: 'Creando cuenta…',
      hasAccount: '¿Ya tienes cuenta?', login: 'Inicia sesión', failed: 'Registration failed',
    },
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
    required: 'Este campo es obligatorio',
    emailInvalid: 'Introduce un correo electrónico válido',
    loggedOut: 'Logged out successfully',
  },
  profile: {
    title: 'Perfil', personal: 'Datos personales', name: 'Nombre completo', firstName: 'Nombre', lastName: 'Apellidos',
    email: 'Correo electrónico', roles: 'Roles', memberSince: 'Miembro desde', updated: 'Perfil actualizado',
    updateFailed: 'Failed to update profile', invalidData: 'Invalid user data',
    changePassword: 'Cambiar contraseña', currentPassword: 'Contraseña actual', newPassword: 'Nueva contraseña',
    passwordChanged: 'Password changed successfully', preferences: 'Preferencias',
  },
  notFound: {
    title: 'Página no encontrada', body: 'La página que buscas no existe o no tienes acceso a ella.', action: 'Ir al inicio',
  },
  error: { title: 'Algo salió mal', body: 'No se pudo mostrar esta pantalla.', offline: 'No se pudo contactar con el servidor.' },
  users: {
    title: 'Usuarios', search: 'Buscar por nombre o correo', allRoles: 'Todos los roles', allStatuses: 'Todos',
    active: 'Activo', inactive: 'Inactivo', empty: 'No hay usuarios que coincidan con la búsqueda.',
    emptyTitle: 'Sin resultados', editRoles: 'Editar roles', rolesOf: 'Roles de {{name}}', rolesSaved: 'Roles actualizados',
    deactivate: 'Desactivar', activate: 'Activar', deactivateConfirm: '¿Desactivar a {{name}}? No podrá iniciar sesión.',
    deactivated: 'Usuario desactivado', activated: 'Usuario activado', lastLogin: 'Último acceso: {{date}}',
    neverLoggedIn: 'Nunca ha iniciado sesión', page: 'Página {{page}} de {{pages}}', previous: 'Anterior', next: 'Siguiente',
    total: '{{count}} usuarios', noRoles: 'Elige al menos un rol', loadFailed: 'No se pudieron cargar los usuarios',
    filterRole: 'Rol', filterStatus: 'Estado',
  },
  dashboards: {
    owner: 'Panel del propietario', admin: 'Panel de administración', warehouse: 'Panel de almacén',
    delivery: 'Panel de entregas', driver: 'Panel del repartidor', hr: 'Recursos Humanos', pos: 'Punto de venta',
    accounting: 'Contabilidad', client: 'Mi cuenta', catalog: 'Catálogo',
    greeting: 'Hola, {{name}}', dashboardsSection: 'Paneles', areasSection: 'Lo que puedes abrir',
    placeholder: 'Las cifras de este panel llegarán en próximas versiones.', current: 'Estás aquí',
  },
  areas: {
    users: 'Usuarios', dataManagement: 'Gestión de datos', inventory: 'Inventario',
    consignment: 'Gestión de Consignaciones', partners: 'Socios de consignación', billing: 'Facturación',
    subscriptionAdmin: 'Suscripciones (administración)', deliveries: 'Entregas', warehouse: 'Almacén',
    pos: 'Ventas', cashier: 'Caja', catalog: 'Catálogo', cart: 'Carrito', subscriptions: 'Mis suscripciones',
    profile: 'Perfil',
  },
  roles: {
    client: 'Cliente', delivery: 'Entregas', driver: 'Repartidor', warehouse: 'Almacén', cashier: 'Cajero',
    pos_supervisor: 'Supervisor POS', hr: 'Recursos Humanos', accounting: 'Contabilidad', admin: 'Administrador',
    owner: 'Propietario',
  },
};
export type Messages = typeof es;
