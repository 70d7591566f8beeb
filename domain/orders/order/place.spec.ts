import { describe, expect, it } from 'vitest';
import { ADDRESS, orderSpec as spec, place, placed, ROSE, TULIPS } from '../spec-fixtures';
import { initialOrder, orderDecider } from '../index';
import { placeOrderBody } from './commands';
import { isTrackingCode } from './tracking';

describe('placing an order', () => {
  it('prices the lines from the catalogue, adds the zone’s fee and keeps where, when and for whom', () => {
    spec.given([]).when(place()).then([placed]);
  });

  it('is placed once: the same order sent again decides nothing; another id on the stream is refused', () => {
    spec.given([placed]).when(place()).thenNothing();
    spec
      .given([placed])
      .when(place({ orderId: '9c1d2e3f-4a5b-4c6d-8e7f-000000000099' }))
      .thenThrows('ORDER.ALREADY_EXISTS');
  });

  it('takes the units from the product’s home first, then from its other places', () => {
    const [event] = orderDecider.decide(
      place({ items: [{ productId: TULIPS.productId, quantity: 3, product: TULIPS }], deliveryDate: '2026-01-16' }),
      initialOrder(),
    );
    expect(event!.type === 'OrderPlaced' && event!.data.items[0]!.takeFrom).toEqual([
      { locationId: 'Almacén principal', quantity: 1 },
      { locationId: 'Tienda', quantity: 2 },
    ]);
  });

  it('names the product that is short and how many are left', () => {
    const err = spec
      .given([])
      .when(place({ items: [{ productId: TULIPS.productId, quantity: 5, product: TULIPS }] }))
      .thenThrows('ORDER.STOCK_SHORT');
    expect(err.message).toBe('Stock insuficiente de Tulipanes: quedan 3.');
    const none = { ...TULIPS, stockByLocation: [] };
    expect(
      spec
        .given([])
        .when(place({ items: [{ productId: none.productId, quantity: 3, product: none }] }))
        .thenThrows('ORDER.STOCK_SHORT').message,
    ).toBe('Tulipanes está agotado.');
  });

  it('names every product that is short at once, each under its line', () => {
    const none = { ...ROSE, stockByLocation: [] };
    const err = spec
      .given([])
      .when(
        place({
          items: [
            { productId: none.productId, quantity: 1, product: none },
            { productId: TULIPS.productId, quantity: 5, product: TULIPS },
          ],
        }),
      )
      .thenThrows('ORDER.STOCK_SHORT');
    expect(err.message).toBe('Rosa roja (docena) está agotado. Stock insuficiente de Tulipanes: quedan 3.');
    expect(err.errors).toEqual([
      { path: 'items.0.quantity', message: 'Rosa roja (docena) está agotado.' },
      { path: 'items.1.quantity', message: 'Stock insuficiente de Tulipanes: quedan 3.' },
    ]);
  });

  it('placed with its units taken in its own commit, says so: the order counts them taken', () => {
    spec
      .given([])
      .when(place({ takesStock: true }))
      .then([{ ...placed, data: { ...placed.data, stockTakenAtCheckout: true } }]);
    const [event] = orderDecider.decide(place({ takesStock: true }), initialOrder());
    expect(orderDecider.evolve(initialOrder(), event!)).toMatchObject({ stockTaken: true });
    expect(orderDecider.evolve(initialOrder(), placed)).toMatchObject({ stockTaken: false });
  });

  it('refuses an unknown or inactive product, a repeated product, quantity 0 and an empty cart', () => {
    const rose = { productId: ROSE.productId, quantity: 2, product: ROSE };
    spec
      .given([])
      .when(place({ items: [{ ...rose, product: null }] }))
      .thenThrows('ORDER.PRODUCT_UNAVAILABLE');
    spec
      .given([])
      .when(place({ items: [{ ...rose, product: { ...ROSE, available: false } }] }))
      .thenThrows('ORDER.PRODUCT_UNAVAILABLE');
    spec
      .given([])
      .when(place({ items: [rose, rose] }))
      .thenThrows('ORDER.DUPLICATE_PRODUCT');
    spec
      .given([])
      .when(place({ items: [{ ...rose, quantity: 0 }] }))
      .thenThrows('ORDER.QUANTITY_POSITIVE');
    spec
      .given([])
      .when(place({ items: [] }))
      .thenThrows('ORDER.ITEMS_REQUIRED');
  });

  it('delivers only inside the zones, Monday to Saturday, today only before 14:00', () => {
    spec
      .given([])
      .when(place({ deliveryAddress: { ...ADDRESS, zipCode: '10001' } }))
      .thenThrows('ORDER.OUTSIDE_ZONES');
    spec
      .given([])
      .when(place({ deliveryDate: '2026-01-18' }))
      .thenThrows('ORDER.NO_DELIVERY_THAT_DAY'); // Sunday
    spec
      .given([])
      .when(place({ deliveryDate: '2026-01-14' }))
      .thenThrows('ORDER.DATE_IN_PAST');
    spec
      .given([])
      .when(place({ deliveryDate: '2026-01-15', clock: { today: '2026-01-15', minutes: 14 * 60 } }))
      .thenThrows('ORDER.PAST_CUTOFF');
    const today = spec
      .given([])
      .when(place({ deliveryDate: '2026-01-15' }))
      .then([{ ...placed, data: { ...placed.data, deliveryDate: '2026-01-15' } }]);
    expect(today).toHaveLength(1);
  });

  it('asks for 35 in products before the delivery fee', () => {
    const one = { productId: ROSE.productId, quantity: 1, product: ROSE }; // 25.00
    spec
      .given([])
      .when(place({ items: [one] }))
      .thenThrows('ORDER.BELOW_MINIMUM');
    const [event] = orderDecider.decide(
      place({ items: [{ ...one, product: { ...ROSE, unitPriceCents: 3500 } }] }),
      initialOrder(),
    );
    expect(event!.data).toMatchObject({ subtotalCents: 3500, deliveryFeeCents: 700, totalCents: 4200 });
  });

  it('takes only a well-formed number and tracking code from the command side', () => {
    spec
      .given([])
      .when(place({ orderNumber: '17' }))
      .thenThrows('ORDER.INVALID_NUMBER');
    spec
      .given([])
      .when(place({ trackingCode: 'ABC' }))
      .thenThrows('ORDER.INVALID_TRACKING_CODE');
    expect(isTrackingCode('K7M2Q9XH4TPA')).toBe(true);
    expect(isTrackingCode('K7M2Q9XH4TP0')).toBe(false); // 0 is never drawn: it reads as O
  });
});

describe('the checkout body', () => {
  const body = {
    items: [{ productId: ROSE.productId, quantity: 2 }],
    deliveryAddress: ADDRESS,
    deliveryDate: '2026-01-16',
    recipientName: 'Ana',
    recipientPhone: '305-555-0101',
  };
  it('takes the spec’s fields and refuses prices, unknown keys and bad quantities', () => {
    expect(placeOrderBody.safeParse(body).success).toBe(true);
    expect(placeOrderBody.safeParse({ ...body, total: 1 }).success).toBe(false);
    expect(placeOrderBody.safeParse({ ...body, items: [{ ...body.items[0], price: 1 }] }).success).toBe(false);
    for (const quantity of [0, -1, 1.5, 1000, Number.MAX_SAFE_INTEGER])
      expect(placeOrderBody.safeParse({ ...body, items: [{ ...body.items[0], quantity }] }).success).toBe(false);
    expect(placeOrderBody.safeParse({ ...body, deliveryAddress: { ...ADDRESS, zipCode: '3313' } }).success).toBe(false);
    expect(placeOrderBody.safeParse({ ...body, recipientPhone: 'llámame' }).success).toBe(false);
  });
});
