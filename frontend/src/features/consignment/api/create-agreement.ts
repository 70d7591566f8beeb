import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { CreateAgreementBody } from '@domain/consignment';
import { afterConsignmentCommand } from './consistency';

/** POST /api/consignment/agreements (spec 5 "New agreement"); answers { id: 'agreement-<uuid>', … }. */
export const createAgreement = (body: CreateAgreementBody) => api.post<CommandAnswer>('/consignment/agreements', body);

export function useCreateAgreement() {
  return useMutation({ mutationFn: createAgreement, onSuccess: afterConsignmentCommand });
}
