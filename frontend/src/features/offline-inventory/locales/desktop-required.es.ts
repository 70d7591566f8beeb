// Issue 21, spec 2.7: the panel the warehouse sees outside the desktop app, and the warehouse screen's link to it.
// Under `offlineInventory.install`, beside the offline screen's own strings (locales/es.ts).
export const installEs = {
  title: 'Aplicación de Escritorio Requerida',
  subtitle: 'Inventario sin conexión',
  body: 'El inventario que funciona sin conexión es la aplicación de escritorio de Flora. Instálala desde este navegador: se abre en su propia ventana y guarda el inventario en este equipo para seguir trabajando cuando no haya internet.',
  install: 'Instalar aplicación',
  howTo: 'Instala Flora desde el menú del navegador: Instalar aplicación',
  accepted: 'Flora se está instalando. Ábrela desde el escritorio o el menú de aplicaciones.',
  dismissed: 'Instalación cancelada. Puedes instalarla cuando quieras.',
  openInBrowser: 'Abrir en el navegador',
  back: 'Volver al almacén',
  warehouseLink: 'Aplicación de escritorio',
};
