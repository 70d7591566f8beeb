import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartView, SavedAddressList } from '../../domain/customers';
import type { EventStore } from '../../infra/event-store/port';
import { savedAddresses, savedCart } from './queries';

// GET /api/profile/addresses: the signed-in person's saved addresses, default first. GET /api/cart:
// the customer's cart as the last browser left it (issue 43), for whoever may order.

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
    async (req) => savedAddresses(store, req.principal!.userId),
  );
  app.get(
    '/api/cart',
    {
      config: { access: 'place-order' },
      schema: { tags: ['profile'], summary: 'El carrito del cliente', response: { 200: CartView } },
    },
    async (req) => savedCart(store, req.principal!.userId),
  );
};
