import { z } from 'zod';

// What the read-api answers about a customer's own profile data (issue 14): their saved delivery
// addresses. A zod schema with its inferred type (issue 39): the route writes its answer from it.

/** A saved address (spec 3 "Address"): the order's address fields, its id, and whether it is the default. */
export const SavedAddressView = z.object({
  id: z.string(),
  /** What the customer calls it ("Casa", "Oficina"). */
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddressView = z.infer<typeof SavedAddressView>;

/** GET /api/profile/addresses: the default first, then the others as saved. */
export const SavedAddressList = z.object({ items: z.array(SavedAddressView) });
export type SavedAddressList = z.infer<typeof SavedAddressList>;

/** GET /api/cart: the signed-in customer's cart, products and quantities (names and prices are the catalogue's). */
export const CartView = z.object({
  lines: z.array(z.object({ productId: z.string(), quantity: z.number().int() })),
});
export type CartView = z.infer<typeof CartView>;
