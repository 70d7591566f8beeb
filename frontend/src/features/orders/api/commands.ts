import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { OrderPaymentView } from '@domain/orders';
import type { Step } from '../lib/status';
import { afterOrderCommand } from './consistency';
import { showStepTaken, undoStep } from './step-patch';

// The order commands (issue 14). Each answers { id, revision, position }: the position feeds the
// next reads' ?minPosition=, so the queue never shows the order as it was before the step.
const order = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** Confirmar → Preparar → Marcar listo (process-orders). */
export const takeStep = ({ id, step }: { id: string; step: Step }) =>
  api.post<CommandAnswer>(`${order(id)}/${step}`, {});
/** The staff until it leaves; a client their own while pending or confirmed (else 409 ORDER.CLIENT_CANCEL_LATE). */
export const cancelOrder = ({ id, reason }: { id: string; reason: string }) =>
  api.post<CommandAnswer>(`${order(id)}/cancel`, { reason });
export type Payment = Pick<OrderPaymentView, 'method' | 'place'>;
/** Paid at the door or at the counter (no online payment: decision 0063). */
export const payOrder = ({ id, payment }: { id: string; payment: Payment }) =>
  api.post<CommandAnswer>(`${order(id)}/pay`, payment);

/** A step shows in the queue before the server answers (./step-patch.ts). */
export const useTakeStep = () =>
  useMutation({
    mutationFn: takeStep,
    onMutate: showStepTaken,
    onError: (_error, _step, before) => undoStep(before),
    onSuccess: afterOrderCommand,
  });
export const useCancelOrder = () => useMutation({ mutationFn: cancelOrder, onSuccess: afterOrderCommand });
export const usePayOrder = () => useMutation({ mutationFn: payOrder, onSuccess: afterOrderCommand });
