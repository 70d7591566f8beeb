import { formatMoney } from '@/lib/money';

// The storefront's prices in the shop's one money (issue 43): a price reads the same here as on the
// staff's screens.
export const shopMoney = (pesos: number) => formatMoney(pesos);
