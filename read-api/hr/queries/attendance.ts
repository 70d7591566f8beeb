import { sql } from 'kysely';
import type { Attendance, Shift as ShiftItem } from '../../../domain/hr';
import { addDays } from '../../../domain/shared';
import { midnight, minutesBetween, mondayOf, shopDay, type HrReadDb } from '../../shared/shop-time';

// Attendance (DESIGN.md): the shifts that start in a span of the shop's days, oldest first, each with
// its minutes (closed shifts only: an open one has none yet) and its shop day; the minutes summed per
// employee and day and per employee and week (Monday). Days and weeks are cut in SQL in the shop's zone.

export interface ShiftFilter {
  from: string;
  to: string;
  employeeId?: string;
  timeZone: string;
}

/** The shifts of a span; a span is at most a year (query-schemas), so the list is bounded. */
export async function shiftsIn(db: HrReadDb, f: ShiftFilter): Promise<ShiftItem[]> {
  let q = db
    .selectFrom('hr_shifts as s')
    .innerJoin('hr_employees as e', 'e.employee_id', 's.employee_id')
    .where('s.start_at', '>=', midnight(f.from, f.timeZone))
    .where('s.start_at', '<', midnight(addDays(f.to, 1), f.timeZone));
  if (f.employeeId) q = q.where('s.employee_id', '=', f.employeeId);
  const rows = await q
    .select([
      's.shift_id',
      's.employee_id',
      'e.name',
      's.start_at',
      's.end_at',
      's.started_by',
      's.ended_by',
      's.start_reason',
      's.end_reason',
      's.corrected',
      's.correction_reason',
      minutesBetween(sql.ref('s.start_at'), sql.ref('s.end_at')).as('minutes'),
      shopDay(sql.ref('s.start_at'), f.timeZone).as('day'),
    ])
    .orderBy('s.start_at')
    .orderBy('s.shift_id')
    .limit(20_000)
    .execute();
  return rows.map((r) => ({
    shiftId: r.shift_id,
    employeeId: r.employee_id,
    name: r.name,
    start: new Date(r.start_at).toISOString(),
    end: r.end_at === null ? null : new Date(r.end_at).toISOString(),
    minutes: r.minutes === null ? null : Number(r.minutes),
    day: r.day,
    // HR's hand anywhere in the shift (a clock-in or out for someone, a correction) shows as HR's.
    by: r.started_by === 'hr' || r.ended_by === 'hr' || r.corrected ? 'hr' : 'self',
    reason: r.correction_reason ?? r.end_reason ?? r.start_reason,
    corrected: r.corrected,
  }));
}

/** The span's sums, from its shifts: per employee and day, per employee and week, in order. */
export async function attendance(db: HrReadDb, f: ShiftFilter): Promise<Attendance> {
  const shifts = await shiftsIn(db, f);
  const sum = <K extends string>(key: (s: ShiftItem) => string, make: (s: ShiftItem) => Record<K, string>) => {
    const totals = new Map<string, { row: Record<K, string>; minutes: number }>();
    for (const s of shifts) {
      if (s.minutes === null) continue;
      const k = key(s);
      const t = totals.get(k) ?? { row: make(s), minutes: 0 };
      t.minutes += s.minutes;
      totals.set(k, t);
    }
    return [...totals.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, t]) => ({ ...t.row, minutes: t.minutes }));
  };
  return {
    from: f.from,
    to: f.to,
    shifts,
    days: sum(
      (s) => `${s.employeeId}\u0000${s.day}`,
      (s) => ({ employeeId: s.employeeId, day: s.day }),
    ),
    weeks: sum(
      (s) => `${s.employeeId}\u0000${mondayOf(s.day)}`,
      (s) => ({ employeeId: s.employeeId, weekStart: mondayOf(s.day) }),
    ),
  };
}
