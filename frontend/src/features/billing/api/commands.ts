import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { CreateInvoiceBody, RegisterClientBody, UpdateInvoiceBody } from '@domain/billing';
import { afterBillingCommand } from './consistency';

// The billing commands (ARCHITECTURE 7). Each answers { id: the stream, revision, position }; the
// app sends its own invoiceId/clientId, so a resend after a lost answer is the same invoice.
const invoice = (id: string) => `/billing/invoices/${encodeURIComponent(id)}`;

export const registerClient = (body: RegisterClientBody & { clientId: string }) =>
  api.post<CommandAnswer>('/billing/clients', body);
export const createInvoice = (body: CreateInvoiceBody & { invoiceId: string }) =>
  api.post<CommandAnswer>('/billing/invoices', body);
export const updateInvoice = ({ id, body }: { id: string; body: UpdateInvoiceBody }) =>
  api.put<CommandAnswer>(invoice(id), body);

/** The table's transitions (spec 4, decision 0052): draft → pending, pending → paid, draft|pending → cancelled. */
export type Transition = 'issue' | 'pay' | 'cancel';
export const transitionInvoice = ({ id, action }: { id: string; action: Transition }) =>
  api.post<CommandAnswer>(`${invoice(id)}/${action}`, {});

export const useRegisterClient = () => useMutation({ mutationFn: registerClient, onSuccess: afterBillingCommand });
export const useCreateInvoice = () => useMutation({ mutationFn: createInvoice, onSuccess: afterBillingCommand });
export const useUpdateInvoice = () => useMutation({ mutationFn: updateInvoice, onSuccess: afterBillingCommand });
export const useTransitionInvoice = () =>
  useMutation({ mutationFn: transitionInvoice, onSuccess: afterBillingCommand });
