import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DELIVERY_MESSAGES, DeliveryQuoteView, DeliveryZonesView } from '../../../domain/delivery';
import { problem, sendProblem } from '../../../infra/http/problem';
import { shopTimeZone, type SettingsReader } from '../../shared/shop-settings';
import { zoneBook } from '../../shared/zone-book';
import { deliveryQuote, deliveryZones } from '../queries/zones';
import * as q from '../query-schemas/zones';

export interface DeliveryRouteDeps {
  /** The settings stream: the shop's time zone, in which the cutoff and delivery days are read. */
  store: SettingsReader;
  /** The read side's clock: the cutoff and the next delivery day are judged against it. */
  now?: () => Date;
}

// Public: a visitor checks whether and when the shop delivers before creating an account. Nothing
// here is personal or from a read model; the answers are the admin's zones and the domain's rules.
const config = { access: 'public' as const };

export const deliveryReadRoutes: FastifyPluginAsyncZod<DeliveryRouteDeps> = async (
  app,
  { store, now = () => new Date() },
) => {
  app.get(
    '/api/delivery/zones',
    {
      config,
      schema: {
        summary: 'Zonas de entrega y reglas de pedido',
        security: [],
        querystring: q.zonesQuery,
        response: { 200: DeliveryZonesView },
      },
    },
    async () => deliveryZones(await zoneBook(store), await shopTimeZone(store)),
  );

  app.get(
    '/api/delivery/quote',
    {
      config,
      schema: {
        summary: 'Zona, costo y próxima fecha de entrega para un código postal',
        security: [],
        querystring: q.quoteQuery,
        response: { 200: DeliveryQuoteView },
      },
    },
    async (req, reply) => {
      const outcome = await deliveryQuote(
        req.query.zipCode,
        now(),
        () => zoneBook(store),
        () => shopTimeZone(store),
      );
      if ('quote' in outcome) return outcome.quote;
      const detail = DELIVERY_MESSAGES[outcome.refused];
      return sendProblem(reply, problem(400, outcome.refused, detail, [{ path: 'zipCode', message: detail }]));
    },
  );
};
