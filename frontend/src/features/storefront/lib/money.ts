import { formatMoney } from '@/lib/money';

// The storefront sells the inventory's products at the inventory's prices, so its amounts use that
// area's format (spec 1: es-MX, MXN): a price reads the same here as on the staff's screens.
export const shopMoney = (pesos: number) => formatMoney(pesos, 'inventory');
