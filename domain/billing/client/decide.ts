import type { RegisterClient } from './commands';
import { clientIllegal, clientInvalid } from './errors';
import type { ClientDetails, ClientEvent } from './events';
import type { ClientState } from './evolve';

// A billing client (spec 3). Registered once; the same registration sent again (an offline sync
// repeated) changes nothing, while other details under the same id are refused.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function decideClient(command: RegisterClient, state: ClientState): ClientEvent[] {
  const details: ClientDetails = {
    name: command.data.name.trim(),
    email: command.data.email.trim(),
    phone: command.data.phone.trim(),
    address: command.data.address.trim(),
    taxId: command.data.taxId.trim(),
  };
  if (!details.name) throw clientInvalid('CLIENT.NAME_REQUIRED', 'name');
  if (details.email && !EMAIL.test(details.email)) throw clientInvalid('CLIENT.EMAIL_INVALID', 'email');
  if (state.known) {
    const same = (Object.keys(details) as (keyof ClientDetails)[]).every((k) => state[k] === details[k]);
    if (same) return [];
    throw clientIllegal('CLIENT.ALREADY_EXISTS');
  }
  return [
    {
      type: 'ClientRegistered',
      data: { clientId: command.data.clientId, ...details, registeredAt: command.metadata.now },
    },
  ];
}
