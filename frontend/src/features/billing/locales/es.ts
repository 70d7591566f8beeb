import { BILLING_MESSAGES } from '../../../../../domain/billing/errors';

// Billing (spec 2.8, 4, 5, 8): the title, filters, empty text, buttons and toasts are the spec's
// words. Registered when the screen's chunk loads (locales/register.ts), so the login bundle stays small.

/** 'INVOICE.CLIENT_REQUIRED' → { INVOICE: { CLIENT_REQUIRED } }: the domain's codes are the keys. */
const nested = (messages: Record<string, string>) => {
  const out: Record<string, Record<string, string>> = {};
  for (const [code, text] of Object.entries(messages)) {
    const [group, key] = code.split('.') as [string, string];
    (out[group] ??= {})[key] = text;
  }
  return out;
};

export const es = {
  title: 'Gestión de Facturación',
  subtitle: 'Facturas, clientes y cobros',
  newInvoice: 'Nueva Factura',
  newClient: 'Nuevo cliente',
  search: 'Buscar por cliente o número',
  statusFilter: 'Estado de la factura',
  dateFilter: 'Fecha de la factura',
  startDate: 'Fecha inicial',
  endDate: 'Fecha final',
  status: { all: 'Todos', draft: 'Borrador', pending: 'Pendiente', paid: 'Pagada', cancelled: 'Cancelada' },
  dateRange: { all: 'Todas', today: 'Hoy', week: 'Esta semana', month: 'Este mes', custom: 'Personalizado' },
  columns: { number: 'Número', client: 'Cliente', date: 'Fecha', total: 'Total', status: 'Estado', actions: 'Acciones' },
  noNumber: 'N/A',
  unknownClient: 'Cliente Desconocido',
  pendingSync: 'Pendiente de sincronizar',
  empty: 'No hay facturas',
  emptyHint: 'Crea una factura o cambia los filtros.',
  createFirst: 'Crear factura',
  loadFailed: 'No se pudieron cargar las facturas',
  page: 'Página {{page}} de {{pages}}',
  results_one: '{{formatted}} factura',
  results_other: '{{formatted}} facturas',
  previous: 'Anterior',
  next: 'Siguiente',
  actions: {
    view: 'Ver', edit: 'Editar', print: 'Imprimir', download: 'Descargar', issue: 'Emitir', pay: 'Marcar como pagada',
    cancel: 'Cancelar factura', label: 'Acciones de la factura {{name}}',
  },
  form: {
    newTitle: 'Nueva Factura', editTitle: 'Editar factura', header: 'Cliente y fechas', client: 'Cliente', chooseClient: 'Selecciona un cliente',
    addClient: 'Agregar cliente', date: 'Fecha', number: 'Número', automatic: 'Automático', dueDate: 'Vencimiento',
    numberLocked: 'El número de una factura emitida no se puede cambiar.', items: 'Ítems', item: 'Ítem {{n}}', product: 'Producto',
    chooseProduct: 'Selecciona un producto', custom: 'Producto personalizado', description: 'Descripción', quantity: 'Cantidad',
    price: 'Precio', lineTotal: 'Total de la línea', removeItem: 'Eliminar ítem', addItem: 'Agregar ítem', subtotal: 'Subtotal',
    tax: 'IVA ({{rate}} %)', total: 'Total', notes: 'Notas', cancel: 'Cancelar', saveDraft: 'Guardar como borrador',
    create: 'Crear Factura', update: 'Actualizar Factura', noProducts: 'No se pudieron cargar los productos: usa «Producto personalizado».',
    offlineNote: 'Sin conexión: la factura se guarda en este dispositivo y se sincroniza después.',
  },
  client: {
    title: 'Nuevo cliente', name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', address: 'Dirección', taxId: 'NIT/RUT',
    submit: 'Agregar cliente',
  },
  preview: {
    title: 'Vista previa de la factura', print: 'Imprimir', download: 'Descargar PDF',
    downloadAfterSync: 'La descarga estará disponible cuando la factura se sincronice con el servidor.',
    loadFailed: 'No se pudo cargar la factura',
  },
  history: {
    title: 'Historial', failed: 'No se pudo cargar el historial', by: 'por {{name}}',
    InvoiceCreated: 'Creada', InvoiceUpdated: 'Modificada', InvoiceIssued: 'Emitida con el número {{number}}', InvoicePaid: 'Pagada',
    InvoiceCancelled: 'Cancelada', offline: 'Guardada sin conexión el {{at}}', reason: 'Motivo: {{reason}}',
  },
  confirm: {
    back: 'Volver',
    issue: { title: 'Emitir factura', message: 'La factura de {{client}} recibirá su número y pasará a Pendiente.', confirm: 'Emitir' },
    pay: { title: 'Marcar como pagada', message: 'La factura {{number}} de {{client}} quedará como Pagada.', confirm: 'Marcar como pagada' },
    cancel: {
      title: 'Cancelar factura', message: 'La factura {{number}} de {{client}} quedará como Cancelada. No se puede deshacer.',
      confirm: 'Cancelar factura',
    },
  },
  toast: {
    created: 'Factura creada correctamente', draftSaved: 'Factura guardada como borrador', updated: 'Factura actualizada correctamente',
    updateFailed: 'Error al actualizar la factura', createFailed: 'Error al crear la factura', clientAdded: 'Cliente agregado correctamente',
    clientFailed: 'Error al agregar el cliente', printing: 'Preparando impresión...', printed: 'Factura enviada a impresora',
    printBlocked: 'No se pudo abrir la ventana de impresión', printFailed: 'Error al imprimir factura', downloading: 'Preparando descarga...',
    downloaded: 'Factura descargada como PDF', downloadFailed: 'Error al descargar la factura', issued: 'Factura emitida correctamente',
    issueFailed: 'Error al emitir la factura', paid: 'Factura marcada como pagada', payFailed: 'Error al marcar la factura como pagada',
    cancelled: 'Factura cancelada correctamente', cancelFailed: 'Error al cancelar la factura',
  },
  errors: nested(BILLING_MESSAGES),
};
