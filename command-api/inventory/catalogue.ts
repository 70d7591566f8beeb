import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import {
  productDecider,
  productStream,
  type AddProduct,
  type ProductCommand,
  type UpdateProductBody,
} from '../../domain/inventory';
import type { EventStore } from '../../infra/event-store/port';
import type { CommandBody, CommandContext, CommandHandler } from '../../application/handler';
import { sendCommand, type CommandDeps } from '../send-command';
import { barcodeKey, ProductKeys, skuKey, withKeys } from './product-keys';

// What the routes, the CSV import and the demo seed share: a product's commands with its keys
// (SKU, barcode) reserved around them.

export interface Inventory {
  handler: CommandHandler;
  store: EventStore;
  keys: ProductKeys;
}

export function createInventory({
  handler,
  store,
  db,
}: {
  handler: CommandHandler;
  store: EventStore;
  db: Kysely<AppDatabase>;
}): Inventory {
  return { handler, store, keys: new ProductKeys(db, handler) };
}

/** AddProduct with its SKU and barcode reserved: another product holding either refuses it (409). */
export function withAddedKeys<T>(inventory: Inventory, data: AddProduct['data'], send: () => Promise<T>): Promise<T> {
  return withKeys(inventory.keys, data.productId, [skuKey(data.sku), barcodeKey(data.barcode)], send);
}

/** A step after a command lands and before its answer goes out (so the answer means it is done). */
export type AfterLanding = () => Promise<void>;
const nothingAfter: AfterLanding = async () => {};

/** UpdateProduct: a new barcode is reserved first; the old one is given back once the change is in. */
export async function withUpdatedKeys<T>(
  inventory: Inventory,
  productId: string,
  data: UpdateProductBody,
  send: (after: AfterLanding) => Promise<T>,
): Promise<T> {
  if (data.barcode === undefined) return send(nothingAfter);
  const wanted = barcodeKey(data.barcode);
  const old = (await inventory.keys.keysOf(productId, 'barcode')).filter((k) => k.key !== wanted?.key);
  return withKeys(inventory.keys, productId, [wanted], () => send(() => inventory.keys.releaseUnheld(productId, old)));
}

export const sendToProductStream = (
  inventory: Inventory,
  productId: string,
  command: CommandBody<ProductCommand>,
  context: CommandContext,
) => inventory.handler.handle(productDecider, productStream(productId), command, context);

/** sendCommand for a product, with the context the route already made (its command id may be part of the command). */
export function sendProductCommand(
  deps: CommandDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  context: CommandContext & { keyed: boolean },
  productId: string,
  command: CommandBody<ProductCommand>,
  after: AfterLanding = nothingAfter,
  decider = productDecider,
) {
  return sendCommand(
    deps,
    req,
    reply,
    { decider, id: productId, streamId: productStream(productId), command },
    { context, after },
  );
}
