import type { DomainEvent } from '../../shared/decider';

export type OrderNumberAssigned = DomainEvent<
  'OrderNumberAssigned',
  { orderId: string; number: string; sequence: number; assignedAt: string }
>;
