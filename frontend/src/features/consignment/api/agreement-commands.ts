import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { registerReturnBody, registerSaleBody, settleAgreementBody } from '@domain/consignment';
import { afterConsignmentCommand } from './consistency';

// The commands on one agreement: POST /api/consignment/agreements/:id/{sales|returns|settle}.
export type SaleBody = z.input<typeof registerSaleBody>;
export type ReturnBody = z.input<typeof registerReturnBody>;
export type SettleBody = z.input<typeof settleAgreementBody>;

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
