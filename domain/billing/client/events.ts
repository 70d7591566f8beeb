import type { DomainEvent } from '../../shared/decider';

// A billing client (`billing-client-<uuid>`, spec 3).

export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  taxId: string; // NIT/RUT
}
export type ClientRegistered = DomainEvent<
  'ClientRegistered',
  ClientDetails & { clientId: string; registeredAt: string }
>;
export type ClientEvent = ClientRegistered;
export const CLIENT_EVENT_TYPES: ClientEvent['type'][] = ['ClientRegistered'];

export const clientStream = (id: string) => `billing-client-${id}`;
export const clientIdOfStream = (s: string) =>
  s.startsWith('billing-client-') ? s.slice('billing-client-'.length) : undefined;
