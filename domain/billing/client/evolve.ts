import type { ClientDetails, ClientEvent } from './events';

export type ClientState = { known: false } | ({ known: true; clientId: string } & ClientDetails);

export const initialClient = (): ClientState => ({ known: false });

export function evolveClient(_state: ClientState, event: ClientEvent): ClientState {
  const { clientId, name, email, phone, address, taxId } = event.data;
  return { known: true, clientId, name, email, phone, address, taxId };
}
