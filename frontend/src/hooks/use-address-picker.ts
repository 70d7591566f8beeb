import { useEffect, useRef } from 'react';
import {
  blankAddress,
  chosenAddressId,
  fieldsOf,
  newAddress,
  useSavedAddresses,
  type AddressFields,
} from '@/lib/saved-addresses';

interface Options {
  /** Only a customer ordering or subscribing for themselves has saved addresses to offer. */
  enabled: boolean;
  /** The form's address fields as they stand. */
  current: Partial<AddressFields> | undefined;
  /** Writes the five fields into the form (and forgets their messages). */
  fill: (address: AddressFields) => void;
}

/**
 * The saved-address picker (issue 43): the customer's addresses, the default filled in once they are
 * read unless an address is already there (a kept draft), which one the fields hold now, and picking
 * one (or a new address: the fields emptied for typing).
 */
export function useAddressPicker({ enabled, current, fill }: Options) {
  const saved = useSavedAddresses(enabled).data;
  const prefilled = useRef(false);
  useEffect(() => {
    if (!saved || prefilled.current) return;
    prefilled.current = true;
    const preferred = saved.find((a) => a.isDefault);
    if (preferred && blankAddress(current)) fill(fieldsOf(preferred));
  }, [saved, current, fill]);
  const list = saved ?? [];
  return {
    saved: list,
    chosen: chosenAddressId(list, current),
    pick: (id: string) => {
      const address = list.find((a) => a.id === id);
      fill(address ? fieldsOf(address) : newAddress());
    },
  };
}

export type AddressPicker = ReturnType<typeof useAddressPicker>;
