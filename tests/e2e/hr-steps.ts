import type { Page } from 'playwright-core';

// Steps of the HR browser test (issue 19): the shop's today, a run's sheet, a settled screen to shoot.

/** The shop's day now in its zone (the demo keeps the default, America/New_York). */
export const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Days in the month of a yyyy-mm-dd day. */
export const daysInMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();

/**
 * The first day of the month after `day`: a one-day run there overlaps none of the demo's runs (last
 * month paid, this month in draft), as no two runs may (issue 38).
 */
export const firstOfNextMonth = (day: string) => {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** No animation running (a sheet sliding in): the screenshot shows where things stay. */
export const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
