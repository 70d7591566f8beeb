import { useQuery } from '@tanstack/react-query';
import type { SavedAddressList, SavedAddressView } from '@domain/customers';
import { api } from './api-client';

// The customer's saved addresses (issue 43), shared by the storefront (/profile, the checkout) and
// the subscribe form: the read, which saved address the fields hold now, the fields one fills in.

/** Their key: /profile's commands read the list again through it. */
export const savedAddressesKey = () => ['profile', 'addresses'] as const;

/**
 * GET /api/profile/addresses — the signed-in person's saved addresses, default first. Folded from their
 * own stream at each read, so it answers what was just saved without a ?minPosition.
 */
export const useSavedAddresses = (enabled = true) =>
  useQuery({
    queryKey: savedAddressesKey(),
    queryFn: ({ signal }) => api.get<SavedAddressList>('/profile/addresses', { signal }),
    select: (list) => list.items,
    enabled,
  });

export interface AddressFields {
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}
export const ADDRESS_PARTS = ['name', 'street', 'city', 'state', 'zipCode'] as const;

export const fieldsOf = (a: SavedAddressView): AddressFields => ({
  name: a.name,
  street: a.street,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
});

const same = (a: Partial<AddressFields> | undefined, b: AddressFields) =>
  ADDRESS_PARTS.every((part) => (a?.[part] ?? '').trim() === b[part]);

/** The saved address the fields hold exactly, or '' (a new address, typed or being typed). */
export const chosenAddressId = (saved: readonly SavedAddressView[], current: Partial<AddressFields> | undefined) =>
  saved.find((a) => same(current, fieldsOf(a)))?.id ?? '';

/** Nothing typed yet where the customer would write: the default may be filled in. */
export const blankAddress = (a: Partial<AddressFields> | undefined) => !a?.street?.trim() && !a?.zipCode?.trim();

/** Every zone is in Miami, Florida: a new address starts there. */
export const newAddress = (): AddressFields => ({ name: '', street: '', city: 'Miami', state: 'FL', zipCode: '' });

/** The server keeps at most 20 (ADDRESS.TOO_MANY): past that 'Agregar dirección' is not offered. */
export { MAX_ADDRESSES as MAX_ADDRESSES_SHOWN } from '@domain/customers';
