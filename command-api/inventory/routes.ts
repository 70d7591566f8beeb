import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { z } from 'zod';
import { productDecider, registerMovementBody } from '../../domain/inventory';
import { totalStock } from '../../domain/inventory';
import { addProductRequest, updateProductRequest, updateStockRequest } from '../../domain/inventory';
import { ruleAllows, type RouteRule } from '../../domain/identity';
import { shopTodayAsSeen } from '../../application/shop-facts';
import type { EventStore } from '../../infra/event-store/port';
import { problem, sendProblem } from '../../infra/http/problem';
import { commandIdFor } from '../../infra/event-store/event-id';
import { checkComputed, checkingDecisions, pathIdField, valueField } from '../computed-fields';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, type CommandDeps } from '../send-command';
import { createInventory, sendProductCommand, withAddedKeys, withUpdatedKeys } from './catalogue';
import { importRoutes } from './import-route';

// The inventory's commands: products, stock counts, movements and the CSV import. Reading the
// catalogue, the ledger and the stock is the read-api's job.

export interface InventoryRoutesOptions extends CommandDeps {
  store: EventStore;
  db: Kysely<AppDatabase>;
  /** The clock a lot's day of receipt is read from, in the shop's time zone (tests pin it). */
  now?: () => Date;
}

const productParams = z.object({ id: z.uuid({ error: 'Identificador de producto inválido.' }) });
const access = 'manage-inventory' as const;
/**
 * Issue 44: waste is recorded by the warehouse or a supervisor (the counter's pos_supervisor throws
 * away the stems damaged there); every other movement is the warehouse's (manage-inventory).
 */
const MOVEMENTS: RouteRule = { roles: ['pos_supervisor'], permissions: [access] };
const INVENTORY_STAFF: RouteRule = { permissions: [access] };
const notFound = {
  404: {
    description: 'Producto no encontrado',
    content: { 'application/problem+json': { schema: problemBody } },
  },
};

export const inventoryRoutes: FastifyPluginAsyncZod<InventoryRoutesOptions> = async (app, options) => {
  const inventory = createInventory(options);
  const now = options.now ?? (() => new Date());
  const deps = { handler: options.handler, results: options.results, inventory };
  const schema = { tags: ['inventory'], headers: commandHeaders, response: commandResponses };

  app.post(
    '/api/inventory/products',
    {
      config: { access },
      schema: {
        ...schema,
        summary: 'Da de alta un producto (el stock inicial queda como movimiento de apertura)',
        body: addProductRequest,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same product, with the same SKU reservation.
      const productId = req.body.productId ?? commandIdFor(context.commandId, 'product');
      const data = { ...req.body, productId };
      return withAddedKeys(inventory, data, () =>
        sendProductCommand(deps, req, reply, context, productId, { type: 'AddProduct', data }),
      );
    },
  );

  app.patch(
    '/api/inventory/products/:id',
    {
      config: { access },
      schema: {
        ...schema,
        summary: 'Cambia datos, precio o estado de un producto (el SKU no cambia)',
        params: productParams,
        body: updateProductRequest,
        response: { ...commandResponses, ...notFound },
      },
    },
    async (req, reply) => {
      const productId = req.params.id;
      const { body, claims } = req.body;
      checkComputed([pathIdField('_id', claims._id, productId)]);
      // Stock changes only by movements: a currentStock sent along must be what the product holds.
      const decider =
        claims.currentStock === undefined
          ? productDecider
          : checkingDecisions(productDecider, (_events, product) =>
              checkComputed([
                product.status === 'absent'
                  ? undefined
                  : valueField('currentStock', claims.currentStock, totalStock(product)),
              ]),
            );
      const command = { type: 'UpdateProduct' as const, data: body };
      const context = commandContext(req);
      return withUpdatedKeys(inventory, productId, body, (after) =>
        sendProductCommand(deps, req, reply, context, productId, command, after, decider),
      );
    },
  );

  app.post(
    '/api/inventory/products/:id/stock',
    {
      config: { access },
      schema: {
        ...schema,
        summary: 'Registra el conteo de una ubicación: un ajuste por la diferencia',
        params: productParams,
        body: updateStockRequest,
        response: { ...commandResponses, ...notFound },
      },
    },
    async (req, reply) => {
      const { productId, ...count } = req.body;
      checkComputed([pathIdField('productId', productId, req.params.id)]);
      const context = commandContext(req);
      const data = { ...count, movementId: context.commandId };
      return sendProductCommand(deps, req, reply, context, req.params.id, { type: 'UpdateStock', data });
    },
  );

  app.post(
    '/api/inventory/movements',
    {
      config: { access: MOVEMENTS },
      schema: {
        ...schema,
        summary:
          'Registra un movimiento de inventario (compra, venta, ajuste, devolución, transferencia, consignación, merma)',
        body: registerMovementBody,
        response: { ...commandResponses, ...notFound },
      },
    },
    async (req, reply) => {
      const { productId, movementId, ...movement } = req.body;
      if (movement.type !== 'waste' && !ruleAllows(req.principal!, INVENTORY_STAFF))
        return sendProblem(reply, problem(403, 'FORBIDDEN', 'No tienes permiso para esta acción.'));
      let context = commandContext(req);
      // A movement sent again with its own id (the offline app retrying) appends nothing twice.
      if (!context.keyed && movementId) context = { ...context, commandId: movementId };
      // A lot arrives on the shop's day (its time zone), which its sell-by counts from.
      const receivedOn = movement.type === 'purchase' ? await shopTodayAsSeen(options.handler, now()) : undefined;
      const data = { ...movement, movementId: movementId ?? context.commandId, ...(receivedOn ? { receivedOn } : {}) };
      return sendProductCommand(deps, req, reply, context, productId, { type: 'RegisterMovement', data });
    },
  );

  await app.register(importRoutes, { inventory });
};
