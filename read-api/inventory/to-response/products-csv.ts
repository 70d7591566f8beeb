import { CSV_COLUMNS, type ProductView } from '../../../domain/inventory';
import { csvText, numeral, type CsvCell } from '../../../domain/shared/csv';
import { allProducts, type ProductFilter, type ProductOrder } from '../queries/products';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../../projections/read-models';
import { readAtCheckpoint } from '../../shared/at-checkpoint';

// The filtered list as CSV, every page, with the read-model position it was computed at
// (ARCHITECTURE 6): the list and the position are read in one repeatable-read snapshot, and the
// runner commits rows and checkpoint together, so the file is exactly the state at that position.

export interface InventoryCsv {
  csv: string;
  /** The inventory projection's checkpoint; null before it applied anything. */
  position: string | null;
  rows: number;
}

// Amounts are formatted from numbers, so they are numerals (written bare); every text cell is
// neutralised by the writer (domain/shared/csv.ts), and the import takes the prefix off again.
const amount = (n: number | null) => (n === null ? null : numeral(n.toFixed(2)));

/** One line per product, columns CSV_COLUMNS; lists joined with '|', amounts in pesos. */
export function csvRecord(p: ProductView): Record<(typeof CSV_COLUMNS)[number], CsvCell> {
  return {
    sku: p.sku,
    name: p.name,
    barcode: p.barcode,
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
    const rows = products.map(csvRecord).map((r) => CSV_COLUMNS.map((c) => r[c]));
    const csv = csvText(CSV_COLUMNS, rows);
    return { csv, position, rows: products.length };
  });
}
