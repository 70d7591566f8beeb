import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { addressBookDecider } from '../index';
import type { AddressBookEvent } from './events';

const spec = specFor(addressBookDecider);
const HOME = {
  addressId: 'a-home',
  name: 'Casa',
  street: '1200 Brickell Ave',
  city: 'Miami',
  state: 'FL',
  zipCode: '33131',
};
const WORK = { ...HOME, addressId: 'a-work', name: 'Oficina', street: '200 S Biscayne Blvd', zipCode: '33131' };
const saved = (a: typeof HOME, isDefault: boolean): AddressBookEvent => ({
  type: 'AddressSaved',
  data: { ...a, isDefault },
});

describe('a customer’s addresses', () => {
  it('the first saved is the default; another becomes it only when asked', () => {
    spec
      .given([])
      .when(command('SaveAddress', { ...HOME, name: '  Casa ' }))
      .then([saved(HOME, true)]);
    spec
      .given([saved(HOME, true)])
      .when(command('SaveAddress', WORK))
      .then([saved(WORK, false)]);
    spec
      .given([saved(HOME, true)])
      .when(command('SaveAddress', { ...WORK, isDefault: true }))
      .then([saved(WORK, true)]);
  });
  it('one default at a time: choosing one, removing the default hands it to the next', () => {
    const both = [saved(HOME, true), saved(WORK, false)];
    spec
      .given(both)
      .when(command('UpdateAddress', { addressId: 'a-work', isDefault: true as const }))
      .then([{ type: 'DefaultAddressChosen', data: { addressId: 'a-work' } }]);
    spec
      .given(both)
      .when(command('RemoveAddress', { addressId: 'a-home' }))
      .then([{ type: 'AddressRemoved', data: { addressId: 'a-home', newDefault: 'a-work' } }]);
    const state = [
      ...both,
      { type: 'AddressRemoved', data: { addressId: 'a-home', newDefault: 'a-work' } } as AddressBookEvent,
    ].reduce(addressBookDecider.evolve, addressBookDecider.initialState());
    expect(state).toEqual({ addresses: [WORK], defaultId: 'a-work' });
  });
  it('retries change nothing; an unknown address is not found; at most 20', () => {
    spec
      .given([saved(HOME, true)])
      .when(command('SaveAddress', HOME))
      .thenNothing();
    spec
      .given([saved(HOME, true)])
      .when(command('RemoveAddress', { addressId: 'a-gone' }))
      .thenNothing();
    spec
      .given([])
      .when(command('UpdateAddress', { addressId: 'a-gone', city: 'Doral' }))
      .thenThrows('ADDRESS.NOT_FOUND');
    const twenty = Array.from({ length: 20 }, (_, i) => saved({ ...HOME, addressId: `a-${i}` }, i === 0));
    spec.given(twenty).when(command('SaveAddress', WORK)).thenThrows('ADDRESS.TOO_MANY');
  });
});
