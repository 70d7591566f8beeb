import { command, specFor, specMetadata } from '../shared/given-when-then';
import type { OrderProduct, PlaceOrder } from './order/commands';
import type { OrderPlaced } from './order/events';
import { orderDecider } from './index';

// A customer in Brickell ordering roses and a tulip bouquet, shared by the order specs (never by the app).

export const orderSpec = specFor(orderDecider);
export const NOW = specMetadata.now; // 2026-01-15T10:00:00.000Z, a Thursday
export const ORDER_ID = '9c1d2e3f-4a5b-4c6d-8e7f-000000000001';
export const CUSTOMER = 'client-spec';
export const ROSE: OrderProduct = {
  productId: '7a1c6a52-5d0e-4c1b-9a55-000000000001',
  name: 'Rosa roja (docena)',
  sku: 'ROS-001',
  unitPriceCents: 2500,
  available: true,
  stockByLocation: [{ locationId: 'Almacén principal', quantity: 10 }],
};
export const TULIPS: OrderProduct = {
  ...ROSE,
  productId: '7a1c6a52-5d0e-4c1b-9a55-000000000002',
  name: 'Tulipanes',
  sku: 'TUL-001',
  unitPriceCents: 1800,
  stockByLocation: [
    { locationId: 'Almacén principal', quantity: 1 },
    { locationId: 'Tienda', quantity: 2 },
  ],
};

export const ADDRESS = { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' };
/** The shop's clock: Thursday 2026-01-15, 10:00. */
export const CLOCK = { today: '2026-01-15', minutes: 600 };

export function place(overrides: Partial<PlaceOrder['data']> = {}): PlaceOrder {
  return command('PlaceOrder', {
    orderId: ORDER_ID,
    orderNumber: 'P-2026-0001',
    trackingCode: 'K7M2Q9XH4TPA',
    customerId: CUSTOMER,
    items: [
      { productId: ROSE.productId, quantity: 2, product: ROSE },
      { productId: TULIPS.productId, quantity: 1, product: TULIPS },
    ],
    deliveryAddress: ADDRESS,
    deliveryDate: '2026-01-16',
    recipientName: 'Ana Pérez',
    recipientPhone: '+1 305 555 0101',
    cardMessage: '¡Feliz cumpleaños!',
    clock: CLOCK,
    ...overrides,
  });
}

export const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    orderId: ORDER_ID,
    orderNumber: 'P-2026-0001',
    trackingCode: 'K7M2Q9XH4TPA',
    customerId: CUSTOMER,
    items: [
      {
        productId: ROSE.productId,
        name: ROSE.name,
        sku: 'ROS-001',
        unitPriceCents: 2500,
        quantity: 2,
        lineTotalCents: 5000,
        takeFrom: [{ locationId: 'Almacén principal', quantity: 2 }],
      },
      {
        productId: TULIPS.productId,
        name: 'Tulipanes',
        sku: 'TUL-001',
        unitPriceCents: 1800,
        quantity: 1,
        lineTotalCents: 1800,
        takeFrom: [{ locationId: 'Almacén principal', quantity: 1 }],
      },
    ],
    subtotalCents: 6800,
    deliveryFeeCents: 700,
    totalCents: 7500,
    zone: { id: 'brickell', name: 'Brickell', estimatedDeliveryTime: 25 },
    deliveryAddress: ADDRESS,
    deliveryDate: '2026-01-16',
    recipientName: 'Ana Pérez',
    recipientPhone: '+1 305 555 0101',
    cardMessage: '¡Feliz cumpleaños!',
    notes: '',
    placedAt: NOW,
  },
};
