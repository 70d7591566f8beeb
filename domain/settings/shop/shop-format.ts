import type { Area, DateFormat } from './events';
import type { ShopMoney } from './money';

/** How a document or a screen of an area reads: the shop's money, the area's dates. */
export type ShopFormat = ShopMoney & { dateFormat: DateFormat };

export const shopFormat = (
  settings: { money: ShopMoney; areas: Record<Area, { dateFormat: DateFormat }> },
  area: Area,
): ShopFormat => ({ ...settings.money, dateFormat: settings.areas[area].dateFormat });
