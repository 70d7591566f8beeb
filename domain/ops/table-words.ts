import { followerName, type ShopLanguage } from './follower-words';

// The read models' tables in the shop's words, for the data-management export's list: staff pick
// "Inventario · Productos", the file keeps the table's own name ('inventory_products.csv') so it
// stays machine-safe and names what it holds. A table missing here shows its name as it is.

const TABLES: Record<string, Record<ShopLanguage, string>> = {
  audit_events: { es: 'Eventos', en: 'Events' },
  billing_clients: { es: 'Clientes', en: 'Clients' },
  billing_invoices: { es: 'Facturas', en: 'Invoices' },
  consignment_partners: { es: 'Socios', en: 'Partners' },
  consignment_agreements: { es: 'Acuerdos', en: 'Agreements' },
  consignment_agreement_items: { es: 'Artículos de los acuerdos', en: 'Agreement items' },
  deliveries: { es: 'Entregas', en: 'Deliveries' },
  driver_profiles: { es: 'Repartidores', en: 'Drivers' },
  expenses: { es: 'Gastos', en: 'Expenses' },
  help_requests: { es: 'Solicitudes', en: 'Requests' },
  hr_employees: { es: 'Empleados', en: 'Employees' },
  hr_shifts: { es: 'Turnos', en: 'Shifts' },
  hr_payroll_runs: { es: 'Nóminas', en: 'Payroll runs' },
  hr_payroll_lines: { es: 'Líneas de nómina', en: 'Payroll lines' },
  hr_payroll_adjustments: { es: 'Ajustes de nómina', en: 'Payroll adjustments' },
  inventory_products: { es: 'Productos', en: 'Products' },
  inventory_stock: { es: 'Existencias por ubicación', en: 'Stock by location' },
  inventory_counts: { es: 'Conteos', en: 'Counts' },
  journal_entries: { es: 'Asientos', en: 'Journal entries' },
  journal_lines: { es: 'Líneas de asiento', en: 'Journal lines' },
  ledger_days: { es: 'Días del libro', en: 'Ledger days' },
  lots: { es: 'Lotes', en: 'Lots' },
  lot_stock: { es: 'Existencias por lote', en: 'Stock by lot' },
  lot_products: { es: 'Productos y su próximo vencimiento', en: 'Products and their next sell-by' },
  orders: { es: 'Pedidos', en: 'Orders' },
  pos_sessions: { es: 'Turnos de caja', en: 'Till sessions' },
  pos_sales: { es: 'Ventas', en: 'Sales' },
  report_product_versions: { es: 'Versiones de productos', en: 'Product versions' },
  report_agreement_versions: { es: 'Versiones de acuerdos', en: 'Agreement versions' },
  report_agreement_item_versions: { es: 'Versiones de artículos de acuerdos', en: 'Agreement item versions' },
  report_partner_versions: { es: 'Versiones de socios', en: 'Partner versions' },
  report_time_zones: { es: 'Zonas horarias', en: 'Time zones' },
  report_money: { es: 'Moneda', en: 'Money' },
  report_areas: { es: 'Áreas', en: 'Areas' },
  stock_movements: { es: 'Movimientos', en: 'Movements' },
  stock_balances: { es: 'Saldos', en: 'Balances' },
  subscriptions: { es: 'Suscripciones', en: 'Subscriptions' },
  subscription_cycles: { es: 'Ciclos', en: 'Cycles' },
  subscription_plans: { es: 'Planes', en: 'Plans' },
  users: { es: 'Usuarios', en: 'Users' },
  user_sessions: { es: 'Sesiones', en: 'Sessions' },
};

/** 'inventory_products' of 'inventory' → 'Inventario · Productos' (or 'Inventory · Products'). */
export function tableWords(projection: string, table: string, lang?: string): string {
  const language: ShopLanguage = lang?.startsWith('en') ? 'en' : 'es';
  return `${followerName(projection, language)} · ${TABLES[table]?.[language] ?? table}`;
}
