import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { UpdateStockBody } from '@domain/inventory';
import { afterInventoryCommand } from '@/lib/inventory-reads';

/** POST /api/inventory/products/:id/stock — the counted quantity at a location (spec 5 "Stock update"). */
export const updateStock = ({ id, body }: { id: string; body: UpdateStockBody }) =>
  api.post<CommandAnswer>(`/inventory/products/${encodeURIComponent(id)}/stock`, body);

export function useUpdateStock() {
  return useMutation({ mutationFn: updateStock, onSuccess: afterInventoryCommand });
}
