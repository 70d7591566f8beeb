import { useMutation } from '@tanstack/react-query';
import { api, apiFetch, type CommandAnswer } from '@/lib/api-client';
import type {
  AddProductBody,
  ImportReport,
  RegisterMovementBody,
  UpdateProductBody,
  UpdateStockBody,
} from '@domain/inventory';
import { afterInventoryCommand } from '@/lib/inventory-reads';

/** POST /api/inventory/products — answers { id: 'product-<uuid>', revision, position }. */
export const addProduct = (body: AddProductBody) => api.post<CommandAnswer>('/inventory/products', body);

export function useAddProduct() {
  return useMutation({ mutationFn: addProduct, onSuccess: afterInventoryCommand });
}

/** PATCH /api/inventory/products/:id — any subset of details, price and status. */
export const updateProduct = ({ id, body }: { id: string; body: UpdateProductBody }) =>
  api.patch<CommandAnswer>(`/inventory/products/${encodeURIComponent(id)}`, body);

export function useUpdateProduct() {
  return useMutation({ mutationFn: updateProduct, onSuccess: afterInventoryCommand });
}

/** POST /api/inventory/products/:id/stock — the counted quantity at a location (spec 5 "Stock update"). */
export const updateStock = ({ id, body }: { id: string; body: UpdateStockBody }) =>
  api.post<CommandAnswer>(`/inventory/products/${encodeURIComponent(id)}/stock`, body);

export function useUpdateStock() {
  return useMutation({ mutationFn: updateStock, onSuccess: afterInventoryCommand });
}

/** POST /api/inventory/movements (spec 5 "Movement"). */
export const registerMovement = (body: RegisterMovementBody) => api.post<CommandAnswer>('/inventory/movements', body);

export function useRegisterMovement() {
  return useMutation({ mutationFn: registerMovement, onSuccess: afterInventoryCommand });
}

/**
 * POST /api/inventory/import?firstRow=N — one chunk of the file (its header first), as text/csv.
 * firstRow is the file row number of the chunk's first data row, so the report names rows as the file numbers them.
 * With `preview` the server judges every row and imports none (the step before the staff confirm).
 */
export async function importProductsChunk(csv: string, firstRow: number, preview = false): Promise<ImportReport> {
  const res = await apiFetch('/inventory/import', {
    method: 'POST',
    query: preview ? { firstRow, preview: 'true' } : { firstRow },
    body: csv,
    contentType: 'text/csv',
    accept: 'application/json',
  });
  return (await res.json()) as ImportReport;
}
