import { deliveryDateProblem, shopClockAt, type DeliveryDateProblem, type ShopClock } from '@domain/delivery';

// The delivery rules are written against the shop's clock (its zone, not the device's): the cart
// reads the device's time in the zone GET /api/delivery/zones names, as the server reads its own.
export const shopClockNow = (timeZone: string, now = new Date()): ShopClock => shopClockAt(now, timeZone);

/**
 * Why `day` cannot be the delivery date: the domain's rules on the shop's clock, then the quote's
 * first possible day, which the server computed on its own clock (a device a few minutes off around
 * 14:00 still hears the server's answer before sending).
 */
export function deliveryDayProblem(
  day: string,
  clock: ShopClock,
  firstDay: string | undefined,
): DeliveryDateProblem | undefined {
  const problem = deliveryDateProblem(day, clock);
  if (problem || !firstDay || day >= firstDay) return problem;
  return day === clock.today ? 'ORDER.PAST_CUTOFF' : 'ORDER.DATE_IN_PAST';
}

const weekdays = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** '2026-06-18' → 'jueves, 18 de junio' (the day itself, whatever the device's zone). */
export const shownDeliveryDay = (day: string) => weekdays.format(new Date(`${day}T12:00:00Z`));
