import { describe, expect, it } from 'vitest';
import { DELIVERY_ZONES, zoneForPoint, zoneForZip } from './zones';
import { deliveryDateProblem, deliveryDayAfter, nextDeliveryDate, shopClockAt, weekdayOf } from './schedule';

describe('delivery zones', () => {
  it('are the spec’s three, with their fees and times', () => {
    expect(DELIVERY_ZONES.map((z) => [z.name, z.baseFeeCents / 100, z.estimatedDeliveryTime])).toEqual([
      ['Downtown', 5, 30],
      ['Brickell', 7, 25],
      ['Miami Beach', 10, 40],
    ]);
  });
  it('resolve an address by zip code (zip+4 too), and nothing outside them', () => {
    expect(zoneForZip('33131')?.name).toBe('Brickell');
    expect(zoneForZip('33139-1234')?.name).toBe('Miami Beach');
    expect(zoneForZip(' 33132 ')?.name).toBe('Downtown');
    expect(zoneForZip('10001')).toBeUndefined();
  });
  it('resolve coordinates inside each boundary, and none in the bay or far away', () => {
    expect(zoneForPoint({ latitude: 25.7781, longitude: -80.19 })?.name).toBe('Downtown');
    expect(zoneForPoint({ latitude: 25.7617, longitude: -80.1918 })?.name).toBe('Brickell');
    expect(zoneForPoint({ latitude: 25.7907, longitude: -80.13 })?.name).toBe('Miami Beach');
    expect(zoneForPoint({ latitude: 25.775, longitude: -80.16 })).toBeUndefined();
    expect(zoneForPoint({ latitude: 40.7128, longitude: -74.006 })).toBeUndefined();
  });
  it('never overlap: every zip belongs to one zone', () => {
    const zips = DELIVERY_ZONES.flatMap((z) => z.zipCodes);
    expect(new Set(zips).size).toBe(zips.length);
  });
});

describe('delivery dates', () => {
  const monday = '2026-11-23';
  it('Monday to Saturday; Sunday is refused', () => {
    expect(weekdayOf(monday)).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(deliveryDateProblem('2026-11-29', { today: monday, minutes: 600 })).toBe('ORDER.NO_DELIVERY_THAT_DAY');
    expect(deliveryDateProblem('2026-11-28', { today: monday, minutes: 600 })).toBeUndefined();
  });
  it('today until 14:00 of the shop’s clock, then from the next delivery day; never a past day', () => {
    expect(deliveryDateProblem(monday, { today: monday, minutes: 13 * 60 + 59 })).toBeUndefined();
    expect(deliveryDateProblem(monday, { today: monday, minutes: 14 * 60 })).toBe('ORDER.PAST_CUTOFF');
    expect(deliveryDateProblem('2026-11-22', { today: monday, minutes: 0 })).toBe('ORDER.DATE_IN_PAST');
    expect(nextDeliveryDate({ today: monday, minutes: 600 })).toBe(monday);
    expect(nextDeliveryDate({ today: monday, minutes: 15 * 60 })).toBe('2026-11-24');
    expect(nextDeliveryDate({ today: '2026-11-28', minutes: 15 * 60 })).toBe('2026-11-30'); // Saturday late → Monday
    expect(nextDeliveryDate({ today: '2026-11-29', minutes: 0 })).toBe('2026-11-30'); // Sunday → Monday
  });
});

describe('the shop’s clock', () => {
  it('reads the day and minute in the shop’s zone: midnight, and the morning daylight saving begins', () => {
    expect(shopClockAt(new Date('2026-11-24T05:00:00Z'), 'America/New_York')).toEqual({
      today: '2026-11-24',
      minutes: 0,
    });
    expect(shopClockAt(new Date('2026-11-24T04:59:00Z'), 'America/New_York')).toEqual({
      today: '2026-11-23',
      minutes: 23 * 60 + 59,
    });
    expect(shopClockAt(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({
      today: '2026-03-08',
      minutes: 3 * 60 + 30,
    });
    expect(shopClockAt(new Date('2026-03-08T07:30:00Z'), 'America/Bogota')).toEqual({
      today: '2026-03-08',
      minutes: 2 * 60 + 30,
    });
  });
  it('counts delivery days from the first possible one, skipping Sundays', () => {
    const saturday = { today: '2026-11-28', minutes: 600 };
    expect([0, 1, 2].map((n) => deliveryDayAfter(saturday, n))).toEqual(['2026-11-28', '2026-11-30', '2026-12-01']);
  });
});
