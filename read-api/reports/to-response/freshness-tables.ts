import {
  NO_LOT_LABEL,
  NO_SUPPLIER_LABEL,
  WASTE_CAUSE_LABELS,
  type SuppliersReport,
  type WasteReport,
} from '../../../domain/reports';
import { col, table, type ExportTable, type Fact } from './export-parts';

// Issue 44: what the waste and suppliers reports' PDF and workbook hold, after the summary: the
// same tables the screen shows, money in the inventory's format (the shop's one money at P).

type Wasted = Pick<WasteReport['summary'], 'units' | 'cost' | 'unitsPct' | 'costPct'>;
type Source = { supplier: string | null; noLot?: boolean };

/** 'Sin lote', 'Sin proveedor' or the supplier's name. */
export const sourceName = (s: Source) => (s.noLot ? NO_LOT_LABEL : (s.supplier ?? NO_SUPPLIER_LABEL));

const wasteColumns = <R extends Wasted>() => [
  col<R>('Tallos', 10, 'integer', (r) => r.units),
  col<R>('Costo', 15, 'money', (r) => r.cost),
  col<R>('% de tallos comprados', 12, 'percent', (r) => r.unitsPct),
  col<R>('% del costo de compras', 12, 'percent', (r) => r.costPct),
];

export function wasteFacts(w: WasteReport): Fact[] {
  const s = w.summary;
  return [
    ...(w.cause ? [{ label: 'Causa', value: WASTE_CAUSE_LABELS[w.cause], kind: 'text' as const }] : []),
    { label: 'Mermas registradas', value: s.movements, kind: 'integer' },
    { label: 'Tallos mermados', value: s.units, kind: 'integer' },
    { label: 'Costo de la merma', value: s.cost, kind: 'money' },
    { label: 'Tallos comprados', value: s.purchasedUnits, kind: 'integer' },
    { label: 'Costo de las compras', value: s.purchaseCost, kind: 'money' },
    { label: '% de tallos comprados', value: s.unitsPct, kind: 'percent' },
    { label: '% del costo de compras', value: s.costPct, kind: 'percent' },
  ];
}

export function wasteTables(w: WasteReport): ExportTable<unknown>[] {
  type Cause = WasteReport['byCause'][number];
  type Product = WasteReport['byProduct'][number];
  type Supplier = WasteReport['bySupplier'][number];
  type Day = WasteReport['byDay'][number];
  return [
    table<Cause>('Por causa', 'inventory', w.byCause, [
      col('Causa', 20, 'text', (c) => WASTE_CAUSE_LABELS[c.cause]),
      ...wasteColumns<Cause>(),
    ]),
    table<Product>('Por producto', 'inventory', w.byProduct, [
      col('SKU', 14, 'text', (p) => p.sku),
      col('Producto', 30, 'text', (p) => p.name),
      ...wasteColumns<Product>(),
    ]),
    table<Supplier>('Por proveedor', 'inventory', w.bySupplier, [
      col('Proveedor', 28, 'text', sourceName),
      ...wasteColumns<Supplier>(),
    ]),
    table<Day>('Por día', 'inventory', w.byDay, [col('Día', 12, 'day', (d) => d.day), ...wasteColumns<Day>()]),
  ];
}

type SupplierRow = SuppliersReport['suppliers'][number];

export function suppliersFacts(r: SuppliersReport): Fact[] {
  const s = r.summary;
  return [
    { label: 'Proveedores', value: s.suppliers, kind: 'integer' },
    { label: 'Lotes recibidos', value: s.lots, kind: 'integer' },
    { label: 'Tallos recibidos', value: s.received, kind: 'integer' },
    { label: 'Tallos vendidos', value: s.sold, kind: 'integer' },
    { label: 'Tallos mermados', value: s.wasted, kind: 'integer' },
    { label: 'Tallos en existencia', value: s.onHand, kind: 'integer' },
    { label: 'Vida en florero real (días)', value: s.vaseLifeDays, kind: 'decimal' },
    { label: '% de merma', value: s.wastePct, kind: 'percent' },
  ];
}

export const suppliersTables = (r: SuppliersReport): ExportTable<unknown>[] => [
  table<SupplierRow>('Proveedores', 'inventory', r.suppliers, [
    col('Proveedor', 28, 'text', sourceName),
    col('Lotes', 8, 'integer', (s) => s.lots),
    col('Recibidos', 11, 'integer', (s) => s.received),
    col('Vendidos', 11, 'integer', (s) => s.sold),
    col('Mermados', 11, 'integer', (s) => s.wasted),
    col('En existencia', 12, 'integer', (s) => s.onHand),
    col('Vida en florero (días)', 12, 'decimal', (s) => s.vaseLifeDays),
    col('% de merma', 10, 'percent', (s) => s.wastePct),
  ]),
];
