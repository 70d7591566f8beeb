import { apiFetch } from '@/lib/api-client';
import type { ImportReport } from '@domain/inventory';

/**
 * POST /api/inventory/import?firstRow=N — one chunk of the file (its header first), as text/csv.
 * firstRow is the file row number of the chunk's first data row, so the report names rows as the file numbers them.
 */
export async function importProductsChunk(csv: string, firstRow: number): Promise<ImportReport> {
  const res = await apiFetch('/inventory/import', {
    method: 'POST',
    query: { firstRow },
    body: csv,
    contentType: 'text/csv',
    accept: 'application/json',
  });
  return (await res.json()) as ImportReport;
}
