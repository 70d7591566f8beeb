import Papa from 'papaparse';
import { CSV_COLUMNS, type ProductView } from '../../domain/inventory';
import { allProducts, type ProductFilter, type ProductOrder } from './product-queries';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../projections/read-models';
import { readAtCheckpoint } from '../shared/at-checkpoint';

// The filtered list as CSV, every page, with the read-model position it was computed at
// (ARCHITECTURE 6): the list and the position are read in one repeatable-read snapshot, and the
// runner commits rows and checkpoint together, so the file is exactly the state at that position.

export interface InventoryCsv {
  csv: string;
  /** The inventory projection's checkpoint; null before it applied anything. */
  position: string | null;
  rows: number;
}

const amount = (n: number | null) => (n === null ? '' : n.toFixed(2));

/** One line per product, columns CSV_COLUMNS; lists joined with '|', amounts in pesos. */
export function csvRecord(p: ProductView): Record<(typeof CSV_COLUMNS)[number], string | number> {
  return {
    sku: p.sku,
    name: p.name,
    barcode: p.barcode ?? '',
    description: p.description,
    price: amount(p.price),
    wholesalePrice: amount(p.wholesalePrice),
    currentStock: p.currentStock,
    minStockLevel: p.minStockLevel,
    categories: p.categories.join('|'),
    status: p.status,
    location: p.location,
    images: p.images.join('|'),
  };
}

export async function inventoryCsv(
  db: Kysely<ReadModels>,
  filter: ProductFilter,
  order: ProductOrder,
): Promise<InventoryCsv> {
  return readAtCheckpoint(db, 'inventory', async (trx, position) => {
    const products = await allProducts(trx, filter, order);
    // No escapeFormulae: it prefixes ' to cells starting with = + - @, and the import must read
    // back exactly what was exported (a description may well start with "-").
    const csv = Papa.unparse({ fields: [...CSV_COLUMNS], data: products.map(csvRecord) }, { newline: '\r\n' });
    return { csv, position, rows: products.length };
  });
}
