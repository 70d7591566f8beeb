// Projections, reactors and positions in the shop's words. The engine names its followers with ids
// ('audit', 'ledger-postings') and its places in the store with positions ('3683/609', or a report's
// '706'): staff read neither. Every screen and export that shows them says them through this map,
// in Spanish or English; an id missing here is shown as it is (a new follower not yet named).

export type ShopLanguage = 'es' | 'en';

const FOLLOWERS: Record<string, Record<ShopLanguage, string>> = {
  // Read models (projections/registry.ts)
  audit: { es: 'Auditoría', en: 'Audit' },
  users: { es: 'Usuarios', en: 'Users' },
  inventory: { es: 'Inventario', en: 'Inventory' },
  'stock-ledger': { es: 'Movimientos de inventario', en: 'Stock movements' },
  consignment: { es: 'Consignación', en: 'Consignment' },
  billing: { es: 'Facturación', en: 'Billing' },
  reports: { es: 'Reportes', en: 'Reports' },
  orders: { es: 'Pedidos', en: 'Orders' },
  deliveries: { es: 'Entregas', en: 'Deliveries' },
  subscriptions: { es: 'Suscripciones', en: 'Subscriptions' },
  pos: { es: 'Punto de venta', en: 'Point of sale' },
  ledger: { es: 'Contabilidad', en: 'Accounting' },
  expenses: { es: 'Gastos', en: 'Expenses' },
  hr: { es: 'Recursos humanos', en: 'Human resources' },
  'help-requests': { es: 'Solicitudes de ayuda', en: 'Help requests' },
  lots: { es: 'Lotes', en: 'Lots' },
  // Reactors (reactors/registry.ts)
  'consignment-stock': { es: 'Stock de consignación', en: 'Consignment stock' },
  'order-stock': { es: 'Stock de los pedidos', en: 'Order stock' },
  'delivery-schedule': { es: 'Entregas de los pedidos', en: 'Order deliveries' },
  'order-delivery': { es: 'Pedidos según su entrega', en: 'Orders by their delivery' },
  'subscription-delivery': { es: 'Entregas de suscripciones', en: 'Subscription deliveries' },
  'counter-sale-stock': { es: 'Stock de las ventas en mostrador', en: 'Counter sale stock' },
  'ledger-postings': { es: 'Asientos contables', en: 'Ledger postings' },
};

const languageOf = (lang: string | undefined): ShopLanguage => (lang?.startsWith('en') ? 'en' : 'es');

/** 'audit' → 'Auditoría' (or 'Audit'); an unknown id as it is. */
export const followerName = (id: string, lang?: string): string => FOLLOWERS[id]?.[languageOf(lang)] ?? id;

/**
 * The event a position stands at, as a number: the store's order of that event. Postgres writes
 * '<transaction>/<global position>' and KurrentDB '<commit>/<prepare>': the last part orders the
 * events; a report's position is that number already. Undefined for a text that is neither.
 */
export function eventNumberOf(position: string): bigint | undefined {
  const last = position.split('/').pop()?.trim() ?? '';
  return /^\d{1,20}$/.test(last) ? BigInt(last) : undefined;
}

const WORDS: Record<ShopLanguage, { upTo: string; none: string }> = {
  es: { upTo: 'Actualizado hasta el evento', none: 'Sin eventos aplicados' },
  en: { upTo: 'Up to date to event', none: 'No events applied' },
};

/**
 * 'Actualizado hasta el evento 3,683' (or 'Up to date to event 3,683'); 'Sin eventos aplicados' for no
 * position (none, or a file's '—').
 */
export function positionWords(position: string | null | undefined, lang?: string): string {
  const words = WORDS[languageOf(lang)];
  const n = position ? eventNumberOf(position) : undefined;
  return n === undefined ? words.none : `${words.upTo} ${n.toLocaleString('en-US')}`;
}
