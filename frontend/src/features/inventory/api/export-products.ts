import { downloadFile } from '@/lib/download-file';
import type { ProductQuery } from '@domain/inventory';
import { productQueryParams } from './get-products';

/** GET /api/inventory/export.csv with the list's filters and sort (not its page): saved as a file. */
export function exportProductsCsv(q: ProductQuery): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = productQueryParams(q);
  // The file is named after the warehouse's day, not the server's.
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return downloadFile('/inventory/export.csv', `inventario-${new Date().toISOString().slice(0, 10)}.csv`, {
    accept: 'text/csv',
    query: { ...filters, tz },
  });
}
