import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Kysely } from 'kysely';
import {
  AGREEMENT_STATUS_LABELS as STATUS,
  PERIOD_LABELS,
  PRODUCT_STATUS_LABELS,
  REPORT_TITLES,
  type ConsignmentReport,
  type InventoryReport,
  type ReportView,
  type TopConsignmentProduct,
} from '../../../domain/reports';
import { positionWords } from '../../../domain/ops';
import type { ReadModels } from '../../../projections/read-models';
import { agreementDetails, productDetails, type AgreementDetailRow, type ProductDetailRow } from '../queries/details';
import type { ReportRead } from '../queries/report';
import { col, facts, table, type ExportTable, type Fact } from './export-parts';
import { suppliersFacts, suppliersTables, wasteFacts, wasteTables } from './freshness-tables';

export type { ExportTable } from './export-parts';

// What the PDF and the Excel workbook of a report hold, written once: its tables (a sheet each in
// the workbook, a section each in the PDF), in the order the screen shows them, then the detail
// tables of every product and every agreement at the report's position.

/** The report's own facts: which report, which days, which moment, which position. */
export function headerFacts(view: ReportView): Fact[] {
  const list: Fact[] = [
    { label: 'Reporte', value: REPORT_TITLES[view.type], kind: 'text' },
    { label: 'Periodo', value: PERIOD_LABELS[view.period], kind: 'text' },
  ];
  if (view.from) list.push({ label: 'Desde', value: view.from, kind: 'day' });
  if (view.to) list.push({ label: 'Hasta', value: view.to, kind: 'day' });
  list.push({ label: 'Zona horaria', value: view.timeZone, kind: 'text' });
  if (view.asOf) list.push({ label: 'Al momento', value: shopMoment(view.asOf, view.timeZone), kind: 'text' });
  list.push({ label: 'Datos', value: positionWords(view.position), kind: 'text' });
  return list;
}

/** An instant as the shop's clock showed it: '2026-11-23 13:00 (America/New_York)'. */
export const shopMoment = (iso: string, zone: string) =>
  `${format(new TZDate(iso, zone), 'yyyy-MM-dd HH:mm')} (${zone})`;

function inventoryFacts(s: InventoryReport['summary']): Fact[] {
  return [
    { label: 'Productos', value: s.totalProducts, kind: 'integer' },
    { label: 'Unidades en stock', value: s.totalUnits, kind: 'integer' },
    { label: 'Valor del inventario', value: s.totalValue, kind: 'money' },
    { label: 'Stock bajo', value: s.lowStock, kind: 'integer' },
    { label: 'Agotados', value: s.outOfStock, kind: 'integer' },
    { label: 'Movimientos en el periodo', value: s.movements, kind: 'integer' },
    { label: 'Unidades entrantes', value: s.unitsIn, kind: 'integer' },
    { label: 'Unidades salientes', value: s.unitsOut, kind: 'integer' },
  ];
}

function consignmentFacts(s: ConsignmentReport['summary']): Fact[] {
  return [
    { label: 'Acuerdos', value: s.totalAgreements, kind: 'integer' },
    { label: 'Acuerdos activos', value: s.active, kind: 'integer' },
    { label: 'Socios', value: s.partners, kind: 'integer' },
    { label: 'Valor consignado', value: s.totalValue, kind: 'money' },
    { label: 'Valor vendido', value: s.soldValue, kind: 'money' },
    { label: 'Comisión', value: s.commissionTotal, kind: 'money' },
    { label: 'Neto para socios', value: s.netValue, kind: 'money' },
    { label: 'Porcentaje vendido', value: s.salesPercentage, kind: 'percent' },
  ];
}

type Category = InventoryReport['categories'][number];
type LowStock = InventoryReport['lowStock'][number];
type Status = ConsignmentReport['statuses'][number];
type Partner = ConsignmentReport['partners'][number];

const inventoryTables = (r: InventoryReport) => [
  table<Category>('Categorías', 'inventory', r.categories, [
    col('Categoría', 28, 'text', (c) => c.category || 'Sin categoría'),
    col('Productos', 12, 'integer', (c) => c.products),
    col('Unidades', 12, 'integer', (c) => c.units),
    col('Valor', 18, 'money', (c) => c.value),
  ]),
  table<LowStock>('Stock bajo', 'inventory', r.lowStock, [
    col('SKU', 16, 'text', (p) => p.sku),
    col('Producto', 32, 'text', (p) => p.name),
    col('Categoría', 20, 'text', (p) => p.category),
    col('Stock', 10, 'integer', (p) => p.currentStock),
    col('Mínimo', 10, 'integer', (p) => p.minStockLevel),
    col('Precio', 14, 'money', (p) => p.price),
  ]),
];

const consignmentTables = (r: ConsignmentReport) => [
  table<Status>('Estados', 'consignment', r.statuses, [
    col('Estado', 18, 'text', (s) => STATUS[s.status]),
    col('Acuerdos', 12, 'integer', (s) => s.agreements),
    col('Valor', 18, 'money', (s) => s.totalValue),
  ]),
  table<Partner>('Socios', 'consignment', r.partners, [
    col('Socio', 30, 'text', (p) => p.businessName),
    col('Acuerdos', 10, 'integer', (p) => p.agreements),
    col('Activos', 9, 'integer', (p) => p.active),
    col('Valor consignado', 16, 'money', (p) => p.totalValue),
    col('Vendido', 15, 'money', (p) => p.soldValue),
    col('Comisión', 14, 'money', (p) => p.commissionTotal),
    col('Neto', 15, 'money', (p) => p.netValue),
    col('% vendido', 10, 'percent', (p) => p.salesPercentage),
  ]),
];

const topTable = (rows: TopConsignmentProduct[]) =>
  table<TopConsignmentProduct>('Top productos', 'consignment', rows, [
    col('SKU', 16, 'text', (p) => p.sku),
    col('Producto', 30, 'text', (p) => p.name),
    col('Consignado', 11, 'integer', (p) => p.consignedQuantity),
    col('Vendido', 10, 'integer', (p) => p.soldQuantity),
    col('Devuelto', 10, 'integer', (p) => p.returnedQuantity),
    col('Valor vendido', 15, 'money', (p) => p.soldValue),
    col('% vendido', 10, 'percent', (p) => p.salesPercentage),
  ]);

const productTable = (rows: AsyncIterable<ProductDetailRow>) =>
  table<ProductDetailRow>('Productos', 'inventory', rows, [
    col('SKU', 16, 'text', (p) => p.sku),
    col('Producto', 32, 'text', (p) => p.name),
    col('Categoría', 18, 'text', (p) => p.category),
    col('Estado', 13, 'text', (p) => PRODUCT_STATUS_LABELS[p.status] ?? p.status),
    col('Stock', 9, 'integer', (p) => p.stock),
    col('Mínimo', 9, 'integer', (p) => p.minStockLevel),
    col('Precio', 13, 'money', (p) => p.price),
    col('Valor', 15, 'money', (p) => p.value),
  ]);

const agreementTable = (rows: AsyncIterable<AgreementDetailRow>) =>
  table<AgreementDetailRow>('Acuerdos', 'consignment', rows, [
    col('Código', 12, 'text', (a) => a.code),
    col('Socio', 26, 'text', (a) => a.partner),
    col('Estado', 11, 'text', (a) => STATUS[a.status as Status['status']] ?? a.status),
    col('Inicio', 11, 'day', (a) => a.startDate),
    col('Fin', 11, 'day', (a) => a.endDate),
    col('Valor total', 14, 'money', (a) => a.totalValue),
    col('Vendido', 13, 'money', (a) => a.soldValue),
    col('Comisión', 12, 'money', (a) => a.commission),
    col('Neto', 13, 'money', (a) => a.netValue),
    col('% vendido', 9, 'percent', (a) => a.salesPercentage),
  ]);

/** Every table of the report, details last; call inside the transaction the report was read in. */
export function exportTables(trx: Kysely<ReadModels>, { view, snapshot, days }: ReportRead): ExportTable<unknown>[] {
  const { inventory, consignment, topConsignmentProducts: top, waste, suppliers } = view;
  if (waste) return [facts('inventory', [...headerFacts(view), ...wasteFacts(waste)]), ...wasteTables(waste)];
  if (suppliers)
    return [facts('inventory', [...headerFacts(view), ...suppliersFacts(suppliers)]), ...suppliersTables(suppliers)];
  const summary = [
    ...headerFacts(view),
    ...(inventory ? inventoryFacts(inventory.summary) : []),
    ...(consignment ? consignmentFacts(consignment.summary) : []),
  ];
  return [
    facts(inventory ? 'inventory' : 'consignment', summary),
    ...(inventory ? inventoryTables(inventory) : []),
    ...(consignment ? consignmentTables(consignment) : []),
    ...(top ? [topTable(top)] : []),
    ...(inventory ? [productTable(productDetails(trx, snapshot))] : []),
    ...(consignment ? [agreementTable(agreementDetails(trx, snapshot, days))] : []),
  ];
}
