import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreementDecider,
  decideStockWith,
  remainingOf,
  stockMovementsFor,
  type AgreementCommand,
  type AgreementEvent,
  type AgreementState,
  type ConsignmentSaleRegistered,
  type KnownAgreement,
} from '../../domain/consignment';
import {
  CONSIGNED,
  productDecider,
  type KnownProduct,
  type ProductCommand,
  type ProductState,
} from '../../domain/inventory';
import { totalStock } from '../../domain/inventory';
import type { CommandMetadata } from '../../domain/shared';
import { DomainError } from '../../domain/shared';

// Issue 5: "for any random sequence of sales and returns followed by settlement, per item sold +
// returned = consigned, stock at our locations ends equal to the start minus what was sold, and
// gross − commission = net to the centavo." Pure: the agreement decider decides, every agreement
// event's stock movements go through the product decider, and no product command may be refused
// (the agreement never asks the product for units it does not have). Both ways the stock has
// followed: the reactor after each event (events written before issue 41), and each command
// deciding on the agreement and its products together (decideStockWith, as the routes do now).

const AGREEMENT_ID = '5e2f8a41-7b3c-4d19-8e07-0000003f2a1c';
const PRODUCTS = [
  {
    productId: '7a1c6a52-5d0e-4c1b-9a55-000000000001',
    name: 'Rosa roja',
    sku: 'ROS-001',
    location: 'Almacén principal',
  },
  {
    productId: '7a1c6a52-5d0e-4c1b-9a55-000000000002',
    name: 'Tulipán',
    sku: 'TUL-001',
    location: 'Tienda centro',
  },
];

let clock = Date.parse('2026-01-15T10:00:00.000Z');
let commands = 0;
const metadata = (): CommandMetadata => {
  clock += 60_000;
  commands += 1;
  return {
    commandId: `command-${commands}`,
    now: new Date(clock).toISOString(),
    actor: { userId: 'property', roles: ['owner'] },
  };
};

interface Placed {
  stock: number; // units at the product's location before the agreement
  quantity: number; // units placed with the partner (<= stock)
  unitPriceCents: number; // 0 sometimes: such an item is never sold, only returned
  commissionTenths: number;
}
type Step = { kind: 'sale' | 'return'; lines: { product: number; quantity: number }[] };

const placed: fc.Arbitrary<Placed> = fc
  .record({
    stock: fc.integer({ min: 1, max: 40 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    unitPriceCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99_999 })),
    commissionTenths: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ stock, share, ...rest }) => ({ stock, quantity: Math.max(1, Math.round(stock * share)), ...rest }));
const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('sale' as const, 'return' as const),
  // Quantities up to 15 against shelves of up to 40: asking for more than remains happens often.
  lines: fc.array(fc.record({ product: fc.integer({ min: 0, max: 1 }), quantity: fc.integer({ min: 1, max: 15 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
});

function productsWith(stock: number[]): ProductState[] {
  return PRODUCTS.map(({ productId, name, sku, location }, i) => {
    const add: ProductCommand = {
      type: 'AddProduct',
      data: {
        productId,
        name,
        sku,
        price: 25.5,
        currentStock: stock[i]!,
        minStockLevel: 0,
        category: 'Flores',
        status: 'active',
        images: [],
        location,
      },
      metadata: metadata(),
    };
    return productDecider
      .decide(add, productDecider.initialState())
      .reduce(productDecider.evolve, productDecider.initialState());
  });
}

/** The reactor: every movement an agreement event causes, applied to its product; a refusal fails the property. */
function followStock(products: ProductState[], event: AgreementEvent, eventId: string): ProductState[] {
  return stockMovementsFor(AGREEMENT_ID, event, eventId, (name) => `id:${name}`).reduce((all, follow) => {
    const i = PRODUCTS.findIndex((p) => p.productId === follow.productId);
    const command: ProductCommand = {
      type: 'RegisterMovement',
      data: follow.movement,
      metadata: { ...metadata(), commandId: follow.commandId },
    };
    const moved = productDecider.decide(command, all[i]!).reduce(productDecider.evolve, all[i]!);
    return all.map((p, j) => (j === i ? moved : p));
  }, products);
}

type Way = 'the reactor follows each event' | 'each command decides on its products too';

/** One command's events and the products after them: decided together (issue 41), or followed one by one. */
function withStock(way: Way, decided: AgreementEvent[], products: ProductState[], firstIndex: number) {
  if (way === 'the reactor follows each event') {
    const followed = decided.reduce((all, event, i) => followStock(all, event, `event-${firstIndex + i}`), products);
    return { events: decided, products: followed };
  }
  const atHand = PRODUCTS.map(({ productId }, i) => ({ productId, state: products[i]! }));
  const ids = { eventIdOf: (i: number) => `event-${firstIndex + i}`, idsFor: () => (name: string) => `id:${name}` };
  const both = decideStockWith(AGREEMENT_ID, decided, atHand, ids, metadata());
  const moved = products.map((p, i) => both.products[i]!.reduce(productDecider.evolve, p));
  return { events: both.agreement, products: moved };
}

function run(way: Way, items: Placed[], steps: Step[]) {
  let agreement: AgreementState = agreementDecider.initialState();
  let products = productsWith(items.map((i) => i.stock));
  const events: AgreementEvent[] = [];
  const decide = (command: Omit<AgreementCommand, 'metadata'>) => {
    let decided: AgreementEvent[];
    try {
      decided = agreementDecider.decide({ ...command, metadata: metadata() } as AgreementCommand, agreement);
    } catch (err) {
      // The agreement may refuse (nothing remaining, an unpriced item); then nothing happens at all.
      if (err instanceof DomainError && err.kind !== 'not-found') return;
      throw err;
    }
    // Outside the try: a product refusing its movement fails the property.
    const after = withStock(way, decided, products, events.length);
    products = after.products;
    for (const event of after.events) {
      agreement = agreementDecider.evolve(agreement, event);
      events.push(event);
    }
  };
  const rows = items.map((item, i) => {
    const { productId, name, sku, location } = PRODUCTS[i]!;
    const { quantity, unitPriceCents, commissionTenths } = item;
    return {
      productId,
      productName: name,
      sku,
      locationId: location,
      quantity,
      unitPrice: unitPriceCents / 100,
      commission: commissionTenths / 10,
    };
  });
  decide({
    type: 'CreateAgreement',
    data: { agreementId: AGREEMENT_ID, partnerId: 'partner-1', partnerName: 'Hotel Casa Azul', items: rows },
  });
  steps.forEach(({ kind, lines }, n) => {
    const asked = lines.map((l) => ({ productId: PRODUCTS[l.product]!.productId, quantity: l.quantity }));
    if (kind === 'sale') decide({ type: 'RegisterConsignmentSale', data: { saleId: `sale-${n}`, items: asked } });
    else decide({ type: 'RegisterConsignmentReturn', data: { returnId: `return-${n}`, items: asked } });
  });
  decide({ type: 'SettleAgreement', data: {} });
  return { agreement: agreement as KnownAgreement, products: products as KnownProduct[], events };
}

describe.each<Way>(['the reactor follows each event', 'each command decides on its products too'])(
  'the books of a consignment agreement, when %s',
  (way) => {
    it('balance for any sequence of sales and returns followed by settlement', () => {
      fc.assert(
        fc.property(fc.tuple(placed, placed), fc.array(step, { maxLength: 25 }), (items, steps) => {
          const { agreement, products, events } = run(way, items, steps);
          const marked = way === 'each command decides on its products too';
          const stockMoved = (e: (typeof events)[number]) => ('stockMoved' in e.data ? e.data.stockMoved : undefined);
          expect(events.every((e) => stockMoved(e) === (marked || undefined))).toBe(true);
          expect(agreement.status).toBe('settled');
          const sales = events.filter((e): e is ConsignmentSaleRegistered => e.type === 'ConsignmentSaleRegistered');

          agreement.items.forEach((item, i) => {
            // Every unit placed was either sold or came back; nothing is left on the partner's shelf.
            expect(item.soldQuantity + item.returnedQuantity).toBe(item.quantity);
            expect(remainingOf(item)).toBe(0);
            const soldInEvents = sales
              .flatMap((s) => s.data.lines)
              .filter((l) => l.productId === item.productId)
              .reduce((n, l) => n + l.quantity, 0);
            expect(item.soldQuantity).toBe(soldInEvents);
            if (item.unitPriceCents === 0) expect(item.soldQuantity).toBe(0);
            // Our shelves lost exactly what the partner sold; the partner's shelf is empty.
            const product = products[i]!;
            expect(product.stock[item.locationId]).toBe(items[i]!.stock - item.soldQuantity);
            expect(totalStock(product)).toBe(items[i]!.stock - item.soldQuantity);
            expect(product.consigned).toBe(0);
            expect(Object.keys(product.stock)).not.toContain(CONSIGNED);
          });

          for (const { data } of sales) {
            for (const line of data.lines) {
              expect(line.quantity).toBeLessThanOrEqual(line.requestedQuantity);
              expect(line.grossCents).toBe(line.quantity * line.unitPriceCents);
              // The commission is the agreed percent of the gross, rounded to the centavo.
              expect(
                Math.abs(line.commissionCents * 1000 - line.grossCents * line.commissionTenths),
              ).toBeLessThanOrEqual(500);
              expect(line.grossCents - line.commissionCents).toBe(line.netCents);
            }
            expect(data.grossCents - data.commissionCents).toBe(data.netCents);
            expect(data.grossCents).toBe(data.lines.reduce((n, l) => n + l.grossCents, 0));
            expect(data.commissionCents).toBe(data.lines.reduce((n, l) => n + l.commissionCents, 0));
          }

          const settled = events.at(-1)!;
          if (settled.type !== 'AgreementSettled') throw new Error(`expected the settlement last, got ${settled.type}`);
          const { grossCents, commissionCents, netCents } = settled.data;
          expect(grossCents - commissionCents).toBe(netCents);
          expect(grossCents).toBe(agreement.items.reduce((n, i) => n + i.soldQuantity * i.unitPriceCents, 0));
          expect(commissionCents).toBe(sales.reduce((n, s) => n + s.data.commissionCents, 0));
          expect(netCents).toBe(sales.reduce((n, s) => n + s.data.netCents, 0));
        }),
        { numRuns: 100 },
      );
    });
  },
);
