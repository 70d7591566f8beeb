// How the report's dates and percentages read (spec 1: es-MX). Money and counts use lib/money.

/** yyyy-mm-dd → dd/mm/yyyy, as the shop writes a day. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

const moments = new Map<string, Intl.DateTimeFormat>();
/** A moment as the shop's clock showed it (the report's zone, not the device's): dd/mm/yyyy hh:mm. */
export function shownMoment(iso: string, timeZone: string): string {
  let f = moments.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('es-MX', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    moments.set(timeZone, f);
  }
  return f.format(new Date(iso)).replace(',', '');
}

const percent = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
/** 42.5 → "42.5 %" (the API gives one decimal already). */
export const shownPercent = (n: number) => `${percent.format(n)} %`;
