import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { RegisterMovementBody } from '@domain/inventory';
import { afterInventoryCommand } from '@/lib/inventory-reads';

/** POST /api/inventory/movements (spec 5 "Movement"). */
export const registerMovement = (body: RegisterMovementBody) => api.post<CommandAnswer>('/inventory/movements', body);

export function useRegisterMovement() {
  return useMutation({ mutationFn: registerMovement, onSuccess: afterInventoryCommand });
}
