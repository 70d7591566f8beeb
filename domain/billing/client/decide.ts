import type { RegisterClient } from '../invoice/commands';
import { billingIllegal, billingInvalid } from '../invoice/errors';
import type { ClientDetails, ClientEvent } from '../invoice/events';

// A billing client (spec 3). Registered once; the same registration sent again (an offline sync
// repeated) changes nothing, while other details under the same id are refused.

export type ClientState = { known: false } | ({ known: true; clientId: string } & ClientDetails);

export const initialClient = (): ClientState => ({ known: false });

export function evolveClient(_state: ClientState, event: ClientEvent): ClientState {
  const { clientId, name, email, phone, address, taxId } = event.data;
  return { known: true, clientId, name, email, phone, address, taxId };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function decideClient(command: RegisterClient, state: ClientState): ClientEvent[] {
  const details: ClientDetails = {
    name: command.data.name.trim(),
    email: command.data.email.trim(),
    phone: command.data.phone.trim(),
    address: command.data.address.trim(),
    taxId: command.data.taxId.trim(),
  };
  if (!details.name) throw billingInvalid('CLIENT.NAME_REQUIRED', 'name');
  if (details.email && !EMAIL.test(details.email)) throw billingInvalid('CLIENT.EMAIL_INVALID', 'email');
  if (state.known) {
    const same = (Object.keys(details) as (keyof ClientDetails)[]).every((k) => state[k] === details[k]);
    if (same) return [];
    throw billingIllegal('CLIENT.ALREADY_EXISTS');
  }
  return [
    {
      type: 'ClientRegistered',
      data: { clientId: command.data.clientId, ...details, registeredAt: command.metadata.now },
    },
  ];
}
