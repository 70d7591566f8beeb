import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { deliveryAddressBody } from '../../orders/order/commands';
import type { SavedAddress } from './events';

// The address forms of the profile and the cart: the order's own address fields, plus the default flag.
export const saveAddressBody = deliveryAddressBody.extend({ isDefault: z.boolean().optional() }).strict();
export const updateAddressBody = deliveryAddressBody
  .partial()
  .extend({ isDefault: z.literal(true).optional() })
  .strict();

export type SaveAddress = Command<'SaveAddress', SavedAddress & { isDefault?: boolean }>;
export type UpdateAddress = Command<
  'UpdateAddress',
  Partial<Omit<SavedAddress, 'addressId'>> & { addressId: string; isDefault?: true }
>;
export type RemoveAddress = Command<'RemoveAddress', { addressId: string }>;
export type AddressBookCommand = SaveAddress | UpdateAddress | RemoveAddress;
