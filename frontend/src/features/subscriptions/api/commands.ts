import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type CommandAnswer } from '@/lib/api-client';
import type {
  AddPlanBody,
  cancelSubscriptionBody,
  changeSubscriptionBody,
  EditPlanBody,
  pauseSubscriptionBody,
  payChargeBody,
  SubscribeBody,
} from '@domain/subscriptions';
import { afterSubscriptionCommand } from './consistency';

// The subscription and plan commands (issue 16). Each answers { id, revision, position }: the
// position feeds the next reads' ?minPosition=, so no screen shows the subscription as it was.

/** What the command-api answers every subscription and plan command (its commandAnswer). */
export type SubscriptionAnswer = CommandAnswer;

const subscription = (id: string) => `/subscriptions/${encodeURIComponent(id)}`;
const charge = (id: string, cycleDay: string) => `${subscription(id)}/charges/${encodeURIComponent(cycleDay)}`;

export type ChangeBody = z.input<typeof changeSubscriptionBody>;
export type PauseBody = z.input<typeof pauseSubscriptionBody>;
export type CancelBody = z.input<typeof cancelSubscriptionBody>;
export type ChargeMethod = z.output<typeof payChargeBody>['method'];

/** A client for themselves; the staff name the customer (customerId). */
export const subscribe = (body: SubscribeBody) => api.post<SubscriptionAnswer>('/subscriptions', body);
/** A plan (from the next cycle) and/or an address. */
export const changeSubscription = ({ id, body }: { id: string; body: ChangeBody }) =>
  api.patch<SubscriptionAnswer>(subscription(id), body);
/** Until a day (excluded), or open until resumed. */
export const pauseSubscription = ({ id, body }: { id: string; body: PauseBody }) =>
  api.post<SubscriptionAnswer>(`${subscription(id)}/pause`, body);
export const resumeSubscription = ({ id }: { id: string }) =>
  api.post<SubscriptionAnswer>(`${subscription(id)}/resume`, {});
export const skipNextDelivery = ({ id }: { id: string }) =>
  api.post<SubscriptionAnswer>(`${subscription(id)}/skip-next`, {});
export const cancelSubscription = ({ id, body }: { id: string; body: CancelBody }) =>
  api.post<SubscriptionAnswer>(`${subscription(id)}/cancel`, body);
/** Staff: a cycle's charge paid in cash, by card or by transfer (no card processor is reached). */
export const payCharge = ({ id, cycleDay, method }: { id: string; cycleDay: string; method: ChargeMethod }) =>
  api.post<SubscriptionAnswer>(`${charge(id, cycleDay)}/pay`, { method });
/** Staff: a cycle's charge forgiven, with the reason. */
export const waiveCharge = ({ id, cycleDay, reason }: { id: string; cycleDay: string; reason: string }) =>
  api.post<SubscriptionAnswer>(`${charge(id, cycleDay)}/waive`, { reason });
/** Admin and managers: a new plan, its code its id. */
export const addPlan = (body: AddPlanBody) => api.post<SubscriptionAnswer>('/subscriptions/plans', body);
/** Name, description, price, active (a plan's cadence never changes). */
export const editPlan = ({ id, body }: { id: string; body: EditPlanBody }) =>
  api.patch<SubscriptionAnswer>(`/subscriptions/plans/${encodeURIComponent(id)}`, body);

const onSuccess = afterSubscriptionCommand;
export const useSubscribe = () => useMutation({ mutationFn: subscribe, onSuccess });
export const useChangeSubscription = () => useMutation({ mutationFn: changeSubscription, onSuccess });
export const usePauseSubscription = () => useMutation({ mutationFn: pauseSubscription, onSuccess });
export const useResumeSubscription = () => useMutation({ mutationFn: resumeSubscription, onSuccess });
export const useSkipNextDelivery = () => useMutation({ mutationFn: skipNextDelivery, onSuccess });
export const useCancelSubscription = () => useMutation({ mutationFn: cancelSubscription, onSuccess });
export const usePayCharge = () => useMutation({ mutationFn: payCharge, onSuccess });
export const useWaiveCharge = () => useMutation({ mutationFn: waiveCharge, onSuccess });
export const useAddPlan = () => useMutation({ mutationFn: addPlan, onSuccess });
export const useEditPlan = () => useMutation({ mutationFn: editPlan, onSuccess });
