import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { RegisterPartnerBody } from '@domain/consignment';
import { afterConsignmentCommand } from './consistency';

/** POST /api/consignment/partners (spec 5 "New partner"). */
export const registerPartner = (body: RegisterPartnerBody) => api.post<CommandAnswer>('/consignment/partners', body);

export function useRegisterPartner() {
  return useMutation({ mutationFn: registerPartner, onSuccess: afterConsignmentCommand });
}
