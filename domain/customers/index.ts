import type { Decider } from '../shared/decider';
import type { AddressBookCommand } from './address-book/commands';
import type { AddressBookEvent } from './address-book/events';
import { decideAddressBook } from './address-book/decide';
import { evolveAddressBook, initialAddressBook, type AddressBook } from './address-book/evolve';

export * from './address-book/events';
export * from './address-book/commands';
export * from './address-book/errors';
export * from './responses';
export { evolveAddressBook, initialAddressBook, type AddressBook } from './address-book/evolve';

/** One stream per customer (the user's id). */
export const addressBookStream = (userId: string) => `addresses-${userId}`;

export const addressBookDecider: Decider<AddressBookCommand, AddressBookEvent, AddressBook> = {
  stateVersion: 1,
  initialState: initialAddressBook,
  evolve: evolveAddressBook,
  decide: decideAddressBook,
};
