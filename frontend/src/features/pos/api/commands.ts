import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { closeSessionBody, openSessionBody, refundBody, SaleBody } from '@domain/pos';
import { afterPosCommand } from './consistency';

// The point of sale's commands (issue 17). Each answers { id, revision, position }: the position
// feeds the next reads' ?minPosition=, so the reports never show the register as it was.

export type OpenSessionBody = z.output<typeof openSessionBody>;
export type CloseSessionBody = z.output<typeof closeSessionBody>;
export type RefundBody = z.output<typeof refundBody>;

export const openSession = (body: OpenSessionBody) => api.post<CommandAnswer>('/pos/sessions', body);
export const closeSession = ({ id, body }: { id: string; body: CloseSessionBody }) =>
  api.post<CommandAnswer>(`/pos/sessions/${encodeURIComponent(id)}/close`, body);
/** A sale: its saleId is its Idempotency-Key too, so a resend (a cut network, a repeated sync) is the same sale. */
export const makeSale = (body: SaleBody & { saleId: string }) =>
  api.post<CommandAnswer>('/pos/sales', body, { idempotencyKey: body.saleId });
export const refundSale = ({ id, body }: { id: string; body: RefundBody }) =>
  api.post<CommandAnswer>(`/pos/sales/${encodeURIComponent(id)}/refund`, body);

const onSuccess = afterPosCommand;
export const useOpenSession = () => useMutation({ mutationFn: openSession, onSuccess });
export const useCloseSession = () => useMutation({ mutationFn: closeSession, onSuccess });
export const useRefundSale = () => useMutation({ mutationFn: refundSale, onSuccess });
