import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { v5 as uuidv5 } from 'uuid';
import { addProductBody, productStream, registerMovementBody } from '../../domain/inventory';
import { DomainError } from '../../domain/shared';
import { DEMO_USERS } from '../../infra/demo/users';
import type { EventStore } from '../../infra/event-store/port';
import { demoUserId } from './users';
import type { CommandContext, CommandHandler } from '../../application/handler';
import { createInventory, sendToProductStream, withAddedKeys, type Inventory } from '../inventory/catalogue';
import { DEMO_MOVEMENTS, DEMO_PRODUCTS, type DemoMovement } from './inventory-catalogue';
import { demoLotMovements } from './inventory-lots';
import { shopToday } from '../../application/shop-facts';

// The demo shop's products, a few movements and a week of lots and waste (FLORA_SEED_DEMO=1). Every id is fixed (UUIDv5 of
// a name), so a restart, or a seed interrupted half-way, adds nothing twice: a product already
// there is skipped, and a movement sent again has the event ids of its first time.
const DEMO_INVENTORY_NAMESPACE = '6d1f2b8e-3c4a-4e5f-9a7b-1c2d3e4f5a6b';
const demoId = (name: string) => uuidv5(name, DEMO_INVENTORY_NAMESPACE);
export const demoProductId = (sku: string) => demoId(`product:${sku}`);

const owner = DEMO_USERS.find((u) => u.role === 'owner')!;
const OWNER = { userId: demoUserId(owner.email), roles: ['owner'] };
/** The demo seeds act as the demo owner, from a device named after them. */
export const contextFor = (commandId: string): CommandContext => ({
  commandId,
  correlationId: commandId,
  actor: OWNER,
  deviceId: 'demo-seed',
});

/** Refusals a restart meets (already there; the staff changed things since): nothing to add. */
export async function unlessRefused(send: () => Promise<{ appendedByThisCommand: boolean }>): Promise<boolean> {
  try {
    return (await send()).appendedByThisCommand;
  } catch (err) {
    if (err instanceof DomainError) return false;
    throw err;
  }
}

async function seedProducts(inventory: Inventory): Promise<number> {
  let added = 0;
  for (const demo of DEMO_PRODUCTS) {
    const productId = demoProductId(demo.sku);
    const data = { ...addProductBody.parse(demo), productId };
    const send = () =>
      sendToProductStream(inventory, productId, { type: 'AddProduct', data }, contextFor(demoId(`add:${demo.sku}`)));
    if (await unlessRefused(() => withAddedKeys(inventory, data, send))) added += 1;
  }
  return added;
}

async function seedMovement(
  inventory: Inventory,
  { sku, ...movement }: DemoMovement,
  movementId: string,
  receivedOn?: string,
): Promise<boolean> {
  const { productId: _, ...body } = registerMovementBody.parse({
    ...movement,
    productId: demoProductId(sku),
    movementId,
  });
  const data = { ...body, movementId, ...(receivedOn ? { receivedOn } : {}) };
  const stream = await inventory.store.readStream(productStream(demoProductId(sku)));
  if (stream.some((e) => e.metadata.commandId === movementId)) return false;
  return unlessRefused(() =>
    sendToProductStream(inventory, demoProductId(sku), { type: 'RegisterMovement', data }, contextFor(movementId)),
  );
}

/** Issue 44's lots and waste (inventory-lots.ts), dated from the shop's day the seed runs. */
async function seedLots(inventory: Inventory, today: string): Promise<number> {
  let added = 0;
  for (const { key, receivedOn, fromLot, ...movement } of demoLotMovements(today)) {
    const lotId = fromLot ? { lotId: demoId(fromLot) } : {};
    if (await seedMovement(inventory, { ...movement, ...lotId }, demoId(key), receivedOn)) added += 1;
  }
  return added;
}

export async function seedDemoInventory(
  deps: { handler: CommandHandler; store: EventStore; db: Kysely<AppDatabase> },
  now = new Date(),
) {
  const inventory = createInventory(deps);
  const products = await seedProducts(inventory);
  let movements = 0;
  for (const [i, movement] of DEMO_MOVEMENTS.entries())
    if (await seedMovement(inventory, movement, demoId(`movement:${i}:${movement.sku}`))) movements += 1;
  const lots = await seedLots(inventory, await shopToday(deps.handler, now));
  return { products, movements, lots };
}
