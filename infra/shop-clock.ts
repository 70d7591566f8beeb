import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { ShopClock } from '../domain/delivery';

// The shop's own day and minute at an instant, in its IANA zone: what the delivery rules (cutoff,
// delivery days) are written against. Shared by the command side (placing an order) and the read
// side (quotes), so both cut the day at the same midnight.
export function shopClock(now: Date, timeZone: string): ShopClock {
  const local = new TZDate(now, timeZone);
  return { today: format(local, 'yyyy-MM-dd'), minutes: local.getHours() * 60 + local.getMinutes() };
}
