import { addDays } from '../shared/dates';

// Spec 9: delivery Monday to Saturday, same-day orders until 14:00 (the shop's clock), a minimum
// order of 35. The domain has no clock and no time zone: the caller passes the shop's own day and
// minute (the command side reads them in the shop's zone), so every rule here is plain arithmetic.

export const DELIVERY_RULES = {
  /** Minutes after the shop's midnight: 14:00. */
  sameDayCutoffMinutes: 14 * 60,
  /** Centavos of the storefront's currency. */
  minimumOrderCents: 3500,
  /** ISO weekdays (1 = Monday … 7 = Sunday). */
  deliveryWeekdays: [1, 2, 3, 4, 5, 6],
} as const;

/** The shop's own day ('yyyy-mm-dd') and minute of that day, as its clock reads now. */
export interface ShopClock {
  today: string;
  minutes: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The shop's day and minute at `instant` in its IANA zone, from the runtime's own zone data (Intl):
 * one reading for the command side, the read side and the cart, so all cut the day at one midnight.
 */
export function shopClockAt(instant: Date, timeZone: string): ShopClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    const parts = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-CA', { ...parts, hourCycle: 'h23', timeZone });
    clockFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { today: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** ISO weekday of a calendar day (1 = Monday … 7 = Sunday). */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export const isDeliveryDay = (day: string) =>
  (DELIVERY_RULES.deliveryWeekdays as readonly number[]).includes(weekdayOf(day));

export type DeliveryDateProblem = 'ORDER.DATE_IN_PAST' | 'ORDER.NO_DELIVERY_THAT_DAY' | 'ORDER.PAST_CUTOFF';

/** Why `day` cannot be a delivery date now, or undefined when it can. */
export function deliveryDateProblem(day: string, clock: ShopClock): DeliveryDateProblem | undefined {
  if (day < clock.today) return 'ORDER.DATE_IN_PAST';
  if (!isDeliveryDay(day)) return 'ORDER.NO_DELIVERY_THAT_DAY';
  if (day === clock.today && clock.minutes >= DELIVERY_RULES.sameDayCutoffMinutes) return 'ORDER.PAST_CUTOFF';
  return undefined;
}

/** The `n`th day (0: the first) an order placed now can arrive on: today before the cutoff counts. */
export function deliveryDayAfter(clock: ShopClock, n: number): string {
  let day = clock.today;
  for (let left = n; ; day = addDays(day, 1)) if (!deliveryDateProblem(day, clock) && left-- === 0) return day;
}

/** The first day an order placed now can arrive: today before the cutoff, else the next delivery day. */
export const nextDeliveryDate = (clock: ShopClock) => deliveryDayAfter(clock, 0);
