import type { Decider } from '../shared/decider';
import type { AddressBookCommand } from './address-book/commands';
import type { AddressBookEvent } from './address-book/events';
import { decideAddressBook } from './address-book/decide';
import { evolveAddressBook, initialAddressBook, type AddressBook } from './address-book/evolve';
import type { CartCommand } from './cart/commands';
import type { CartEvent } from './cart/events';
import { decideCart } from './cart/decide';
import { evolveCart, initialCart, type Cart } from './cart/evolve';

export * from './address-book/events';
export * from './address-book/commands';
export * from './address-book/errors';
export * from './cart/events';
export * from './cart/commands';
export * from './responses';
export { evolveAddressBook, initialAddressBook, type AddressBook } from './address-book/evolve';
export { evolveCart, initialCart, type Cart } from './cart/evolve';

/** One stream per customer (the user's id). */
export const addressBookStream = (userId: string) => `addresses-${userId}`;

export const addressBookDecider: Decider<AddressBookCommand, AddressBookEvent, AddressBook> = {
  stateVersion: 1,
  initialState: initialAddressBook,
  evolve: evolveAddressBook,
  decide: decideAddressBook,
};

/** One cart per customer (the user's id), whichever browser or device they use. */
export const cartStream = (userId: string) => `cart-${userId}`;

export const cartDecider: Decider<CartCommand, CartEvent, Cart> = {
  stateVersion: 1,
  initialState: initialCart,
  evolve: evolveCart,
  decide: decideCart,
};
