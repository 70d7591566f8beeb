import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import type { DeliveryStatusBody, DriverLocationBody } from '@domain/delivery';
import { afterDeliveryCommand } from './consistency';

// The delivery commands (issue 15). Each answers { id, revision, position }; the position feeds the
// next reads' ?minPosition=, so a list never shows the delivery as it was before the step.
const delivery = (id: string) => `/deliveries/${encodeURIComponent(id)}`;

/** Staff (assign-deliveries): a driver for it; `reassign` takes it from the driver who has it (not yet picked up). */
export const assignDriver = ({ id, driverId, reassign }: { id: string; driverId: string; reassign: boolean }) =>
  api.post<CommandAnswer>(`${delivery(id)}/assign`, reassign ? { driverId, reassign } : { driverId });

/** The driver picks the package up: the code read from its label (or typed). */
export const scanPackage = ({ id, code }: { id: string; code: string }) =>
  api.post<CommandAnswer>(`${delivery(id)}/scan`, { code });

/** IN_TRANSIT (start), DELIVERED (recipient, notes, photo), PENDING (a failed attempt: notes is the reason). */
export const changeStatus = ({ id, body }: { id: string; body: DeliveryStatusBody }) =>
  api.post<CommandAnswer>(`${delivery(id)}/status`, body);

/** Where the driver is: ephemeral state on the server, pushed to the map; nothing to read back. */
export const sendLocation = (body: DriverLocationBody, signal?: AbortSignal) =>
  api.post<unknown>('/drivers/me/location', body, { signal });

export const useAssignDriver = () => useMutation({ mutationFn: assignDriver, onSuccess: afterDeliveryCommand });
export const useScanPackage = () => useMutation({ mutationFn: scanPackage, onSuccess: afterDeliveryCommand });
export const useChangeStatus = () => useMutation({ mutationFn: changeStatus, onSuccess: afterDeliveryCommand });
