import { sql, type Kysely } from 'kysely';
import type { CatalogProductView } from '../../../domain/catalog';
import { DELIVERY_RULES, type DeliveryZone } from '../../../domain/delivery';
import { toPesos } from '../../../domain/shared';
import type { ReadModels } from '../../../projections/read-models';
import { catalogProduct, firstMatches } from '../../catalog';
import { deliveryRulesView } from '../../delivery';
import { zoneBook } from '../../shared/zone-book';
import type { SettingsReader } from '../../shared/shop-settings';
import { coloursOf, searchWords } from '../answers/search-words';
import { GUEST, type Asker, type BotOrderInfo, type BotProductInfo, type BotZoneInfo } from '../contract';

// Spec 7's four look-ups (order, product, product search, zone) over the read models, in the
// contract's shapes, and the searches the answers share. An order is only ever its customer's own:
// another's, a guest's or an unknown one are the same null.

type Db = Kysely<ReadModels>;

/** How many products a search answers with. */
export const SEARCH_RESULTS = 5;

export function toBotProduct(p: CatalogProductView): BotProductInfo {
  return {
    productId: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    imageUrl: p.images[0] ?? null,
    category: p.category,
    inStock: p.inStock,
    availableColors: coloursOf(`${p.name} ${p.description}`),
    tags: p.categories,
    // The catalogue keeps no offers: none is ever announced.
    specialOffer: null,
  };
}

export async function productInfo(db: Db, productId: string): Promise<BotProductInfo | null> {
  const product = await catalogProduct(db, productId);
  return product ? toBotProduct(product) : null;
}

/** The active products matching every term (the product, then a colour…), the first few by name. */
const matchingAll = (db: Db, terms: readonly string[]) => firstMatches(db, terms, SEARCH_RESULTS);

export interface ProductMatches {
  /** What was searched, as the customer wrote it (bounded). */
  phrase: string;
  /** A flower, product or colour the bot knows was named (else only unknown words were searched). */
  named: boolean;
  /** Products matching everything asked. */
  exact: CatalogProductView[];
  /** When nothing matched everything: products matching its first word (the product), to offer instead. */
  near: CatalogProductView[];
}

/** The catalogue's answer to a question in words ("¿tienen rosas rojas?"). */
export async function matchProducts(db: Db, text: string): Promise<ProductMatches> {
  const words = searchWords(text);
  if (words.stems.length > 0) {
    const exact = await matchingAll(db, words.stems);
    const near = exact.length === 0 && words.stems.length > 1 ? await matchingAll(db, words.stems.slice(0, 1)) : [];
    return { phrase: words.phrase, named: true, exact, near };
  }
  // Only unknown words (a variety, a name): any of them.
  const pages = await Promise.all(words.others.map((w) => matchingAll(db, [w])));
  const seen = new Map(pages.flat().map((p) => [p.id, p]));
  return { phrase: words.phrase, named: false, exact: [...seen.values()].slice(0, SEARCH_RESULTS), near: [] };
}

export async function searchProducts(db: Db, query: string): Promise<{ query: string; results: BotProductInfo[] }> {
  const { exact } = await matchProducts(db, query);
  return { query, results: exact.map(toBotProduct) };
}

/** The asker's own orders only: a guest has none (GUEST never matches a row, whatever a row holds). */
export function ownOrders(db: Db, asker: Asker) {
  const guest = asker.userId === GUEST;
  return db
    .selectFrom('orders as o')
    .where('o.customer_id', '=', asker.userId)
    .where(sql<boolean>`${!guest}`)
    .select([
      'o.id',
      'o.order_number',
      'o.tracking_code',
      'o.status',
      'o.total_cents',
      'o.placed_at',
      'o.items',
      'o.delivery_address',
      'o.recipient_name',
      'o.customer_id',
      sql<string>`to_char(o.delivery_date, 'YYYY-MM-DD')`.as('day'),
    ]);
}
export type OwnOrderRow = Awaited<ReturnType<ReturnType<typeof ownOrders>['executeTakeFirstOrThrow']>>;

export async function orderInfo(db: Db, orderId: string, asker: Asker): Promise<BotOrderInfo | null> {
  const row = await ownOrders(db, asker).where('o.id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const customer = await db.selectFrom('users').select('name').where('id', '=', row.customer_id).executeTakeFirst();
  const address = row.delivery_address;
  return {
    orderId: row.id,
    status: row.status,
    customerName: customer?.name ?? row.recipient_name,
    orderDate: row.placed_at.toISOString(),
    expectedDeliveryDate: row.status === 'cancelled' ? null : row.day,
    items: row.items.map((l) => ({ name: l.name, quantity: l.quantity, price: toPesos(l.unitPriceCents) })),
    deliveryAddress: { street: address.street, city: address.city, zipCode: address.zipCode },
    total: toPesos(row.total_cents),
  };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function toBotZone(z: DeliveryZone): BotZoneInfo {
  const rules = deliveryRulesView('');
  return {
    zoneId: z.id,
    name: z.name,
    estimatedDeliveryTime: `${z.estimatedDeliveryTime} min`,
    deliveryFee: toPesos(z.baseFeeCents),
    minOrder: rules.minimumOrder,
    availableDays: DELIVERY_RULES.deliveryWeekdays.map((d) => WEEKDAYS[d - 1]!),
    cutoffTime: rules.cutoffTime,
    specialInstructions: null,
    zipCodes: [...z.zipCodes],
  };
}

/** The zones the shop delivers to now (an inactive one is not offered). */
export async function activeZones(store: SettingsReader): Promise<DeliveryZone[]> {
  return (await zoneBook(store)).filter((z) => z.isActive);
}

export async function zoneInfo(store: SettingsReader, zoneId: string): Promise<BotZoneInfo | null> {
  const zone = (await activeZones(store)).find((z) => z.id === zoneId);
  return zone ? toBotZone(zone) : null;
}
