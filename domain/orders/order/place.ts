import { DELIVERY_RULES, deliveryDateProblem } from '../../delivery/schedule';
import { zoneForZip } from '../../delivery/zones';
import { trimmed } from '../../shared/values';
import type { OrderProduct, PlaceOrder } from './commands';
import { orderIllegal, orderInvalid, productUnavailable, stockShort, type ShortLine } from './errors';
import type { OrderLine, OrderPlaced } from './events';
import type { OrderState } from './evolve';
import { isTrackingCode, ORDER_NUMBER } from './tracking';

// Placing an order: every rule of the checkout, in the order a customer fixes them (the products,
// then where, then when, then how much). The order says where its units come from; since issue 41
// the checkout takes them in the order's own commit (`takesStock`), so an order that cannot be
// served is refused here. Orders placed before leave that to the stock reactor.

export function placeOrder(command: PlaceOrder, state: OrderState): OrderPlaced[] {
  const d = command.data;
  if (state.status !== 'absent') {
    // The same order sent again (a retry with its id) is already placed: nothing new.
    if (state.orderId === d.orderId) return [];
    throw orderIllegal('ORDER.ALREADY_EXISTS');
  }
  if (!ORDER_NUMBER.test(d.orderNumber)) throw orderInvalid('ORDER.INVALID_NUMBER', 'orderNumber');
  if (!isTrackingCode(d.trackingCode)) throw orderInvalid('ORDER.INVALID_TRACKING_CODE', 'trackingCode');
  const items = lines(d.items);
  const zone = zoneForZip(d.deliveryAddress.zipCode, d.zones);
  if (!zone) throw orderInvalid('ORDER.OUTSIDE_ZONES', 'deliveryAddress.zipCode');
  const dateProblem = deliveryDateProblem(d.deliveryDate, d.clock);
  if (dateProblem) throw orderInvalid(dateProblem, 'deliveryDate');
  const subtotalCents = items.reduce((sum, l) => sum + l.lineTotalCents, 0);
  if (subtotalCents < DELIVERY_RULES.minimumOrderCents) throw orderInvalid('ORDER.BELOW_MINIMUM', 'items');
  const { name, street, city, state: region, zipCode } = d.deliveryAddress;
  const address = {
    name: trimmed(name),
    street: trimmed(street),
    city: trimmed(city),
    state: trimmed(region),
    zipCode: trimmed(zipCode),
  };
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId: d.orderId,
        orderNumber: d.orderNumber,
        trackingCode: d.trackingCode,
        customerId: d.customerId,
        items,
        subtotalCents,
        deliveryFeeCents: zone.baseFeeCents,
        totalCents: subtotalCents + zone.baseFeeCents,
        zone: { id: zone.id, name: zone.name, estimatedDeliveryTime: zone.estimatedDeliveryTime },
        deliveryAddress: address,
        deliveryDate: d.deliveryDate,
        recipientName: trimmed(d.recipientName),
        recipientPhone: trimmed(d.recipientPhone),
        cardMessage: trimmed(d.cardMessage),
        notes: trimmed(d.notes),
        placedAt: command.metadata.now,
        ...(d.takesStock ? { stockTakenAtCheckout: true as const } : {}),
      },
    },
  ];
}

/** The units taken place by place in the order given (home first); undefined when they are not there. */
function placesFor(stock: OrderProduct['stockByLocation'], quantity: number): OrderLine['takeFrom'] | undefined {
  const takeFrom: OrderLine['takeFrom'] = [];
  let left = quantity;
  for (const { locationId, quantity: there } of stock) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, there));
    if (take > 0) takeFrom.push({ locationId, quantity: take });
    left -= take;
  }
  return left === 0 ? takeFrom : undefined;
}

/** The priced lines: each product known, offered, once, in stock for the quantity asked (every short one named). */
function lines(items: PlaceOrder['data']['items']): OrderLine[] {
  if (items.length === 0) throw orderInvalid('ORDER.ITEMS_REQUIRED', 'items');
  const seen = new Set<string>();
  const short: ShortLine[] = [];
  const priced = items.map(({ product, quantity, productId }, i) => {
    if (!Number.isInteger(quantity) || quantity < 1)
      throw orderInvalid('ORDER.QUANTITY_POSITIVE', `items.${i}.quantity`);
    if (!product || !product.available)
      throw productUnavailable(product?.name ?? 'El producto', `items.${i}.productId`);
    if (seen.has(productId)) throw orderInvalid('ORDER.DUPLICATE_PRODUCT', `items.${i}.productId`);
    seen.add(productId);
    const { name, sku, unitPriceCents } = product;
    const takeFrom = placesFor(product.stockByLocation, quantity);
    if (!takeFrom) short.push({ name, available: unitsAt(product.stockByLocation), path: `items.${i}.quantity` });
    const lineTotalCents = unitPriceCents * quantity;
    return { productId, name, sku, unitPriceCents, quantity, lineTotalCents, takeFrom: takeFrom ?? [] };
  });
  if (short.length > 0) throw stockShort(short);
  return priced;
}

const unitsAt = (places: OrderProduct['stockByLocation']) => places.reduce((n, p) => n + Math.max(0, p.quantity), 0);
