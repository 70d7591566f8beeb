import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { updatePartnerBody } from '@domain/consignment';
import { afterConsignmentCommand } from './consistency';

export type UpdatePartnerBody = z.input<typeof updatePartnerBody>;

/** PATCH /api/consignment/partners/:id — any subset of the partner's fields, or its status. */
export const updatePartner = ({ id, body }: { id: string; body: UpdatePartnerBody }) =>
  api.patch<CommandAnswer>(`/consignment/partners/${encodeURIComponent(id)}`, body);

export function useUpdatePartner() {
  return useMutation({ mutationFn: updatePartner, onSuccess: afterConsignmentCommand });
}
