import type { ImportReport } from '@domain/inventory';
import { rawRequest } from './raw-request';

/**
 * POST /api/inventory/import?firstRow=N — one chunk of the file (its header first). firstRow is the
 * file row number of the chunk's first data row, so the report names rows as the file numbers them.
 */
export async function importProductsChunk(csv: string, firstRow: number): Promise<ImportReport> {
  const res = await rawRequest(`/inventory/import?firstRow=${firstRow}`, {
    method: 'POST',
    body: csv,
    contentType: 'text/csv',
    accept: 'application/json',
  });
  return (await res.json()) as ImportReport;
}
