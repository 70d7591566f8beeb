import type { ProductQuery } from '@domain/inventory';
import { productQueryParams } from './get-products';
import { rawRequest } from './raw-request';

/** GET /api/inventory/export.csv with the list's filters and sort (not its page): saved as a file. */
export async function exportProductsCsv(q: ProductQuery): Promise<void> {
  const params = new URLSearchParams();
  const { page: _page, pageSize: _size, ...filters } = productQueryParams(q);
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) params.set(k, String(v));
  // The file is named after the warehouse's day, not the server's.
  params.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const qs = params.toString();
  const res = await rawRequest(`/inventory/export.csv${qs ? `?${qs}` : ''}`, { accept: 'text/csv' });
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download =
    fileNameOf(res.headers.get('content-disposition')) ?? `inventario-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function fileNameOf(disposition: string | null): string | undefined {
  return disposition?.match(/filename="?([^";]+)"?/)?.[1];
}
