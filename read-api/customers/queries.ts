import {
  addressBookDecider,
  addressBookStream,
  cartDecider,
  cartStream,
  type AddressBookEvent,
  type CartEvent,
  type CartView,
  type SavedAddressList,
} from '../../domain/customers';
import type { EventStore } from '../../infra/event-store/port';

// The signed-in person's saved addresses, folded from their own stream as the command side folds it
// (a handful of events; no read model keeps them), default first.

export async function savedAddresses(store: Pick<EventStore, 'readStream'>, userId: string): Promise<SavedAddressList> {
  const events = await store.readStream(addressBookStream(userId));
  const book = events.reduce(
    (s, e) => addressBookDecider.evolve(s, e as unknown as AddressBookEvent),
    addressBookDecider.initialState(),
  );
  const items = book.addresses.map(({ addressId, ...a }) => ({
    id: addressId,
    ...a,
    isDefault: addressId === book.defaultId,
  }));
  return { items: [...items.filter((a) => a.isDefault), ...items.filter((a) => !a.isDefault)] };
}

/** The signed-in customer's cart, folded from their own stream (one event a change, emptied at each order). */
export async function savedCart(store: Pick<EventStore, 'readStream'>, userId: string): Promise<CartView> {
  const events = await store.readStream(cartStream(userId));
  const cart = events.reduce((s, e) => cartDecider.evolve(s, e as unknown as CartEvent), cartDecider.initialState());
  return { lines: cart.lines };
}
