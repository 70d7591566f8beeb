import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveAddressBody, SetCartBody, updateAddressBody } from '@domain/customers';
import type { PlaceOrderBody } from '@domain/orders';
import { api, apiRequest, type CommandAnswer } from '@/lib/api-client';
import { savedAddressesKey } from '@/lib/saved-addresses';

/** 201 { id, revision, position }: the order's id and where its events stand, for the next read. */
export type PlacedOrder = CommandAnswer;

/** POST /api/orders (command-api). A refusal is problem+json: Spanish `detail`, `errors[].path`. */
export const usePlaceOrder = () =>
  useMutation({ mutationFn: (body: PlaceOrderBody) => api.post<PlacedOrder>('/orders', body) });

export type AddressBody = z.input<typeof saveAddressBody>;
export type AddressChange = z.input<typeof updateAddressBody>;
const address = (id: string) => `/profile/addresses/${encodeURIComponent(id)}`;

/**
 * The saved addresses' commands (POST, PATCH, DELETE /api/profile/addresses): each reads the list
 * again once answered (the read folds the stream, so it already holds the change).
 */
export function useAddressCommands() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: savedAddressesKey() });
  return {
    save: useMutation({
      mutationFn: (body: AddressBody) => api.post<CommandAnswer>('/profile/addresses', body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: AddressChange & { id: string }) => api.patch<CommandAnswer>(address(id), body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<CommandAnswer>(address(id), { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** PUT /api/cart — the whole cart, products and quantities, so it follows the customer (issue 43). */
export const putServerCart = (body: SetCartBody) => api.put<CommandAnswer>('/cart', body);
