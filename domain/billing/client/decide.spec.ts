import { describe, expect, it } from 'vitest';
import { command } from '../../shared/given-when-then';
import type { RegisterClient } from './commands';
import type { ClientRegistered } from './events';
import { CLIENT_ID, LATER, NOW, clientSpec as spec } from '../spec-fixtures';

// Spec 5 "New client": the name is required ('El nombre del cliente es obligatorio'); an email,
// when given, must be one. Registering again the same (an offline sync repeated) changes nothing.

const register = (over: Partial<RegisterClient['data']> = {}, now = NOW) =>
  command(
    'RegisterClient',
    {
      clientId: CLIENT_ID,
      name: 'Hotel Brickell Bay',
      email: 'compras@brickellbay.test',
      phone: '',
      address: '',
      taxId: '',
      ...over,
    },
    { now },
  );
const registered = (over: Partial<ClientRegistered['data']> = {}): ClientRegistered => ({
  type: 'ClientRegistered',
  data: {
    clientId: CLIENT_ID,
    name: 'Hotel Brickell Bay',
    email: 'compras@brickellbay.test',
    phone: '',
    address: '',
    taxId: '',
    registeredAt: NOW,
    ...over,
  },
});

describe('a client not registered yet', () => {
  it('is registered with the details trimmed', () => {
    spec
      .given([])
      .when(
        register({
          name: '  Hotel Brickell Bay ',
          phone: ' +1 305 555 0100 ',
          address: ' 1100 Brickell Bay Dr ',
          taxId: ' 900.123.456-7 ',
        }),
      )
      .then([registered({ phone: '+1 305 555 0100', address: '1100 Brickell Bay Dr', taxId: '900.123.456-7' })]);
  });

  it('needs only a name', () => {
    spec
      .given([])
      .when(register({ email: '' }))
      .then([registered({ email: '' })]);
  });

  it('refuses a blank name', () => {
    const err = spec
      .given([])
      .when(register({ name: '   ' }))
      .thenThrows('CLIENT.NAME_REQUIRED');
    expect(err.kind).toBe('validation');
    expect(err.message).toBe('El nombre del cliente es obligatorio');
    expect(err.errors).toEqual([{ path: 'name', message: 'El nombre del cliente es obligatorio' }]);
  });

  it('refuses an email that is not one', () => {
    for (const email of ['compras', 'compras@brickellbay', 'compras @brickellbay.test', 'a@b@c.test']) {
      const err = spec.given([]).when(register({ email })).thenThrows('CLIENT.EMAIL_INVALID');
      expect(err.message).toBe('El correo electrónico no es válido.');
      expect(err.errors).toEqual([{ path: 'email', message: 'El correo electrónico no es válido.' }]);
    }
  });
});

describe('a registered client', () => {
  const history = [registered()];

  it('decides nothing when the same registration arrives again, later or untrimmed', () => {
    spec.given(history).when(register({}, LATER)).thenNothing();
    spec
      .given(history)
      .when(register({ name: ' Hotel Brickell Bay' }))
      .thenNothing();
  });

  it('refuses other details under the same id', () => {
    const err = spec
      .given(history)
      .when(register({ phone: '305 555 0100' }))
      .thenThrows('CLIENT.ALREADY_EXISTS');
    expect(err.kind).toBe('illegal-state');
    expect(err.message).toBe('Este cliente ya fue registrado con otros datos.');
  });

  it('keeps its details as the event says', () => {
    spec.given([]).when(register()).thenState({
      known: true,
      clientId: CLIENT_ID,
      name: 'Hotel Brickell Bay',
      email: 'compras@brickellbay.test',
      phone: '',
      address: '',
      taxId: '',
    });
  });
});
