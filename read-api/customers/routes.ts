import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressBookDecider, addressBookStream, SavedAddressList, type AddressBookEvent } from '../../domain/customers';
import type { EventStore } from '../../infra/event-store/port';

// GET /api/profile/addresses: the signed-in person's saved addresses, folded from their own stream
// as the command side folds it (a handful of events; no read model keeps them), default first.

export interface CustomerRouteDeps {
  store: Pick<EventStore, 'readStream'>;
}

export const customerReadRoutes: FastifyPluginAsyncZod<CustomerRouteDeps> = async (app, { store }) => {
  app.get(
    '/api/profile/addresses',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['profile'], summary: 'Direcciones de entrega guardadas', response: { 200: SavedAddressList } },
    },
    async (req) => {
      const events = await store.readStream(addressBookStream(req.principal!.userId));
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
    },
  );
};
