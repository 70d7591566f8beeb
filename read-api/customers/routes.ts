import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SavedAddressList } from '../../domain/customers';
import type { EventStore } from '../../infra/event-store/port';
import { savedAddresses } from './queries';

// GET /api/profile/addresses: the signed-in person's saved addresses, default first.

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
};
