// Issue 45: the partner's portal access, on the partners' screen.
export const esPortalAccess = {
  portalAccess: {
    open: 'Acceso al portal',
    title: 'Acceso al portal · {{name}}',
    explain:
      'Quien tenga acceso entra al portal de socios y ve solo lo de {{name}}: sus acuerdos, ventas, liquidaciones y estados de cuenta.',
    people: 'Personas con acceso',
    none: 'Nadie tiene acceso todavía.',
    since: 'desde el {{date}}',
    loadFailed: 'No se pudo cargar quién tiene acceso.',
    invite: 'Invitar a una persona',
    inviteHint:
      'Si el correo ya es de una cuenta de cliente, se vincula con su contraseña; si no, se crea una cuenta con una contraseña temporal.',
    name: 'Nombre',
    email: 'Correo electrónico',
    grant: 'Dar acceso',
    linked: 'Acceso dado: {{email}} entra con su propia contraseña.',
    handOver:
      'Entrega esta contraseña temporal a {{name}} ({{email}}): al entrar con ella tendrá que elegir una nueva.',
    done: 'Listo',
    withdraw: 'Retirar acceso',
    withdrawConfirm:
      '¿Retirar el acceso de {{name}} ({{email}})? Sus sesiones abiertas terminan en el acto y ya no verá el portal.',
    cancel: 'Cancelar',
    withdrawn: 'Acceso retirado: {{email}}',
    withdrawFailed: 'No se pudo retirar el acceso',
  },
};
