import { sameData, trimmed } from '../../shared/values';
import type { AddressBookCommand } from './commands';
import { addressIllegal, addressNotFound } from './errors';
import { MAX_ADDRESSES, type AddressBookEvent, type SavedAddress } from './events';
import type { AddressBook } from './evolve';

const clean = (a: SavedAddress): SavedAddress => ({
  addressId: a.addressId,
  name: trimmed(a.name),
  street: trimmed(a.street),
  city: trimmed(a.city),
  state: trimmed(a.state),
  zipCode: trimmed(a.zipCode),
});

export function decideAddressBook(command: AddressBookCommand, book: AddressBook): AddressBookEvent[] {
  const find = (id: string) => book.addresses.find((a) => a.addressId === id);
  switch (command.type) {
    case 'SaveAddress': {
      const { isDefault, ...given } = command.data;
      const address = clean(given);
      const existing = find(address.addressId);
      // The same address sent again (a retry with its id) changes nothing.
      if (existing)
        return sameData(existing, address) ? [] : [{ type: 'AddressSaved', data: { ...address, isDefault: false } }];
      if (book.addresses.length >= MAX_ADDRESSES) throw addressIllegal('ADDRESS.TOO_MANY');
      // The first address saved is the default: there is always one while any exists.
      return [{ type: 'AddressSaved', data: { ...address, isDefault: Boolean(isDefault) || book.defaultId === null } }];
    }
    case 'UpdateAddress': {
      const { addressId, isDefault, ...changes } = command.data;
      const existing = find(addressId);
      if (!existing) throw addressNotFound();
      const address = clean({
        ...existing,
        ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      });
      const events: AddressBookEvent[] = [];
      if (!sameData(existing, address)) events.push({ type: 'AddressSaved', data: { ...address, isDefault: false } });
      if (isDefault && book.defaultId !== addressId) events.push({ type: 'DefaultAddressChosen', data: { addressId } });
      return events;
    }
    case 'RemoveAddress': {
      if (!find(command.data.addressId)) return []; // removed already: a retried delete
      const rest = book.addresses.filter((a) => a.addressId !== command.data.addressId);
      const newDefault = book.defaultId === command.data.addressId ? (rest[0]?.addressId ?? null) : book.defaultId;
      return [{ type: 'AddressRemoved', data: { addressId: command.data.addressId, newDefault } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown address command ${(unknown as AddressBookCommand).type}`);
    }
  }
}
