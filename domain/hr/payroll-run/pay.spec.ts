import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import type { StaffFact } from '../index';
import { payrollLines, payrollTotals } from '../index';

// Issue 19's must-show: a run's totals equal a reference computed here another way — the salaried
// earn their month's salary / that month's days for every day employed, summed day by day in exact
// fractions; the hourly, each closed shift's minutes at their rate; both rounded half up once a line.

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const monthDays = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();
/** n/d rounded half up, n and d BigInt, n ≥ 0. */
const roundHalfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));

function referenceBase(s: StaffFact, start: string, end: string): number | null {
  const worked = days(start, end).filter((d) => d >= s.hireDate && (s.terminatedOn === null || d <= s.terminatedOn));
  if (worked.length === 0) return null;
  if (s.pay.type === 'hourly') {
    const ms = s.shifts
      .filter((sh) => sh.end !== null && sh.day >= start && sh.day <= end)
      .reduce((n, sh) => n + (Date.parse(sh.end!) - Date.parse(sh.start)), 0);
    return roundHalfUp(BigInt(s.pay.hourlyRateCents) * BigInt(ms / 60_000), 60n);
  }
  // Σ monthly / dim over the days, as one fraction over the product of the lengths met.
  let [num, den] = [0n, 1n];
  for (const d of worked) {
    const dim = BigInt(monthDays(d));
    [num, den] = [num * dim + BigInt(s.pay.monthlySalaryCents) * den, den * dim];
  }
  return roundHalfUp(num, den);
}

const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2025-12-01', n));
const staffMember = fc.record({
  employeeId: fc.uuid(),
  name: fc.constantFrom('Ana', 'Luis', 'Marta', 'Pedro'),
  position: fc.constant('Florista'),
  pay: fc.oneof(
    fc.record({ type: fc.constant('hourly' as const), hourlyRateCents: fc.integer({ min: 1, max: 10_000 }) }),
    fc.record({ type: fc.constant('salary' as const), monthlySalaryCents: fc.integer({ min: 1, max: 100_000_000 }) }),
  ),
  hireDate: day,
  terminatedOn: fc.option(day, { nil: null }),
  shifts: fc.array(
    fc.record({
      day,
      startMinute: fc.integer({ min: 0, max: 1_200 }),
      minutes: fc.integer({ min: 1, max: 600 }),
      open: fc.boolean(),
    }),
    { maxLength: 12 },
  ),
});

describe('a payroll run', () => {
  it('pays every line what the reference computes, and its totals are the lines summed', () => {
    fc.assert(
      fc.property(
        fc.array(staffMember, { maxLength: 6 }),
        day,
        fc.integer({ min: 0, max: 30 }),
        (members, start, length) => {
          const end = addDays(start, length);
          const staff: StaffFact[] = members.map((m) => ({
            ...m,
            shifts: m.shifts.map((sh) => {
              const t0 = Date.parse(`${sh.day}T00:00:00Z`) + sh.startMinute * 60_000;
              const endAt = sh.open ? null : new Date(t0 + sh.minutes * 60_000).toISOString();
              return { day: sh.day, start: new Date(t0).toISOString(), end: endAt };
            }),
          }));
          const lines = payrollLines(staff, start, end);
          const expected = staff.map((s) => referenceBase(s, start, end)).filter((b) => b !== null);
          expect(lines.map((l) => l.baseCents).sort()).toEqual(expected.sort());
          const totals = payrollTotals(lines, []);
          expect(totals.netCents).toBe(expected.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pays half of February and half of March to a salaried employee by each month’s days', () => {
    const s: StaffFact = {
      employeeId: 'e',
      name: 'Ana',
      position: 'Florista',
      pay: { type: 'salary', monthlySalaryCents: 280_000 },
      hireDate: '2026-02-15',
      terminatedOn: '2026-03-16',
      shifts: [],
    };
    // 14/28 of February and 16/31 of March: 140,000 + 144,516.13 → 284,516 centavos.
    const [line] = payrollLines([s], '2026-02-01', '2026-03-03');
    expect(line?.daysEmployed).toBe(17);
    const [whole] = payrollLines([s], '2026-02-15', '2026-03-16');
    expect(whole?.baseCents).toBe(140_000 + 144_516);
  });
});
