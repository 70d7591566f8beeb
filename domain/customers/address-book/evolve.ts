import type { AddressBookEvent, SavedAddress } from './events';

export interface AddressBook {
  /** In the order saved. */
  addresses: SavedAddress[];
  defaultId: string | null;
}

export const initialAddressBook = (): AddressBook => ({ addresses: [], defaultId: null });

export function evolveAddressBook(state: AddressBook, event: AddressBookEvent): AddressBook {
  switch (event.type) {
    case 'AddressSaved': {
      const { isDefault, ...address } = event.data;
      const known = state.addresses.some((a) => a.addressId === address.addressId);
      const addresses = known
        ? state.addresses.map((a) => (a.addressId === address.addressId ? address : a))
        : [...state.addresses, address];
      return { addresses, defaultId: isDefault ? address.addressId : state.defaultId };
    }
    case 'AddressRemoved':
      return {
        addresses: state.addresses.filter((a) => a.addressId !== event.data.addressId),
        defaultId: state.defaultId === event.data.addressId ? event.data.newDefault : state.defaultId,
      };
    case 'DefaultAddressChosen':
      return { ...state, defaultId: event.data.addressId };
    default:
      return state;
  }
}
