import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderBody } from '@domain/orders';
import { api, type CommandAnswer } from '@/lib/api-client';

/** 201 { id, revision, position }: the order's id and where its events stand, for the next read. */
export type PlacedOrder = CommandAnswer;

/** POST /api/orders (command-api). A refusal is problem+json: Spanish `detail`, `errors[].path`. */
export const usePlaceOrder = () =>
  useMutation({ mutationFn: (body: PlaceOrderBody) => api.post<PlacedOrder>('/orders', body) });
