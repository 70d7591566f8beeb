import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { UpdateProductBody } from '@domain/inventory';
import { afterInventoryCommand } from '@/lib/inventory-reads';

/** PATCH /api/inventory/products/:id — any subset of details, price and status. */
export const updateProduct = ({ id, body }: { id: string; body: UpdateProductBody }) =>
  api.patch<CommandAnswer>(`/inventory/products/${encodeURIComponent(id)}`, body);

export function useUpdateProduct() {
  return useMutation({ mutationFn: updateProduct, onSuccess: afterInventoryCommand });
}
