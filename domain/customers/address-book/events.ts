import type { DomainEvent } from '../../shared/decider';

// A customer's saved delivery addresses (spec 3 "Address": name, street, city, state, zipCode,
// isDefault), one stream per customer. At most one is the default; the first saved becomes it.

export interface SavedAddress {
  addressId: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export type AddressSaved = DomainEvent<'AddressSaved', SavedAddress & { isDefault: boolean }>;
export type AddressRemoved = DomainEvent<'AddressRemoved', { addressId: string; newDefault: string | null }>;
export type DefaultAddressChosen = DomainEvent<'DefaultAddressChosen', { addressId: string }>;

export type AddressBookEvent = AddressSaved | AddressRemoved | DefaultAddressChosen;
export const ADDRESS_BOOK_EVENT_TYPES: AddressBookEvent['type'][] = [
  'AddressSaved',
  'AddressRemoved',
  'DefaultAddressChosen',
];

/** At most this many saved addresses per customer. */
export const MAX_ADDRESSES = 20;
