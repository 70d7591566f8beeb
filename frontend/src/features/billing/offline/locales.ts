import { BILLING_MESSAGES as M } from '@domain/billing';
import { addTexts } from '@/lib/i18n';

// The offline part's texts, added to both languages when this chunk loads (key `billingOffline`).
// The Spanish ones are spec 5 and 8 word for word.
const es = {
  mode: 'Modo offline',
  sync: 'Sincronizar ({{n}})',
  confirmTitle: 'Sincronizar facturas',
  confirmMessage:
    'Se enviarán al servidor {{n}} elementos guardados sin conexión (primero los clientes, luego las facturas). Los números de factura se asignan al sincronizar.',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  syncing: 'Sincronizando facturas...',
  synced: 'Facturas sincronizadas correctamente',
  failed: 'Error de sincronización: {{message}}',
  refused: 'Error de sincronización: {{name}}: {{message}}',
  unreachable: 'No hay conexión con el servidor',
  offlineOnly: M['SYNC.OFFLINE_ONLY'],
  nothingPending: M['SYNC.NOTHING_PENDING'],
  networkLost: 'Sin conexión a internet. Trabajando en modo offline',
  networkBack: 'Conexión a internet restablecida',
  editOnline: 'Esta factura está en el servidor: edítela cuando salga del modo offline.',
  pendingNote: 'Pendiente de sincronización',
};
const en: Record<keyof typeof es, string> = {
  mode: 'Offline mode',
  sync: 'Synchronise ({{n}})',
  confirmTitle: 'Synchronise invoices',
  confirmMessage:
    '{{n}} items saved offline will be sent to the server (clients first, then invoices). Invoice numbers are assigned when they sync.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  syncing: 'Synchronising invoices...',
  synced: 'Invoices synchronised successfully',
  failed: 'Synchronisation error: {{message}}',
  refused: 'Synchronisation error: {{name}}: {{message}}',
  unreachable: 'The server cannot be reached',
  offlineOnly: 'This feature is only available in offline mode',
  nothingPending: 'There are no invoices waiting to be synchronised',
  networkLost: 'No internet connection. Working in offline mode',
  networkBack: 'Internet connection restored',
  editOnline: 'This invoice is on the server: edit it once you leave offline mode.',
  pendingNote: 'Waiting to sync',
};

addTexts({ es: { billingOffline: es }, en: { billingOffline: en } });
