import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { AddProductBody } from '@domain/inventory';
import { afterInventoryCommand } from '@/lib/inventory-reads';

/** POST /api/inventory/products — answers { id: 'product-<uuid>', revision, position }. */
export const addProduct = (body: AddProductBody) => api.post<CommandAnswer>('/inventory/products', body);

export function useAddProduct() {
  return useMutation({ mutationFn: addProduct, onSuccess: afterInventoryCommand });
}
