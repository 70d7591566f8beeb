import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type CommandAnswer } from '@/lib/api-client';
import type {
  CreateAgreementBody,
  RegisterPartnerBody,
  registerReturnBody,
  registerSaleBody,
  settleAgreementBody,
  updatePartnerBody,
} from '@domain/consignment';
import { afterConsignmentCommand } from './consistency';

export type SaleBody = z.input<typeof registerSaleBody>;
export type ReturnBody = z.input<typeof registerReturnBody>;
export type SettleBody = z.input<typeof settleAgreementBody>;
export type UpdatePartnerBody = z.input<typeof updatePartnerBody>;

/** POST /api/consignment/agreements (spec 5 "New agreement"); answers { id: 'agreement-<uuid>', … }. */
export const createAgreement = (body: CreateAgreementBody) => api.post<CommandAnswer>('/consignment/agreements', body);

export function useCreateAgreement() {
  return useMutation({ mutationFn: createAgreement, onSuccess: afterConsignmentCommand });
}

// The commands on one agreement: POST /api/consignment/agreements/:id/{sales|returns|settle}.
const on = (id: string, action: 'sales' | 'returns' | 'settle') =>
  `/consignment/agreements/${encodeURIComponent(id)}/${action}`;

export const registerSale = ({ id, body }: { id: string; body: SaleBody }) =>
  api.post<CommandAnswer>(on(id, 'sales'), body);
export const registerReturn = ({ id, body }: { id: string; body: ReturnBody }) =>
  api.post<CommandAnswer>(on(id, 'returns'), body);
export const settleAgreement = ({ id, body }: { id: string; body: SettleBody }) =>
  api.post<CommandAnswer>(on(id, 'settle'), body);

export const useRegisterSale = () => useMutation({ mutationFn: registerSale, onSuccess: afterConsignmentCommand });
export const useRegisterReturn = () => useMutation({ mutationFn: registerReturn, onSuccess: afterConsignmentCommand });
export const useSettleAgreement = () =>
  useMutation({ mutationFn: settleAgreement, onSuccess: afterConsignmentCommand });

/** POST /api/consignment/partners (spec 5 "New partner"). */
export const registerPartner = (body: RegisterPartnerBody) => api.post<CommandAnswer>('/consignment/partners', body);

export function useRegisterPartner() {
  return useMutation({ mutationFn: registerPartner, onSuccess: afterConsignmentCommand });
}

/** PATCH /api/consignment/partners/:id — any subset of the partner's fields, or its status. */
export const updatePartner = ({ id, body }: { id: string; body: UpdatePartnerBody }) =>
  api.patch<CommandAnswer>(`/consignment/partners/${encodeURIComponent(id)}`, body);

export function useUpdatePartner() {
  return useMutation({ mutationFn: updatePartner, onSuccess: afterConsignmentCommand });
}
