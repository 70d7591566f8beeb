import { useTranslation } from 'react-i18next';
import type { Attendance } from '@domain/hr/responses';
import { hours } from '../lib/format';
import '../locales/register';

/** The period's totals: per employee and day, and per employee and week against their schedule. */
export function AttendanceTotals({
  attendance,
  nameOf,
  weeklyOf,
}: {
  attendance: Attendance;
  nameOf: (employeeId: string) => string;
  weeklyOf: (employeeId: string) => number | undefined;
}) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.attendance.${key}`, o);
  const days = [...attendance.days].sort(
    (a, b) => a.day.localeCompare(b.day) || nameOf(a.employeeId).localeCompare(nameOf(b.employeeId)),
  );
  const weeks = [...attendance.weeks].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return (
    <div className="hr-columns">
      <section className="card hr-totals" data-testid="hr-day-totals">
        <h3>{w('perDay')}</h3>
        <table className="data-table hr-table">
          <tbody>
            {days.map((d) => (
              <tr key={`${d.employeeId}-${d.day}`}>
                <td className="hr-nowrap">{d.day}</td>
                <td>{nameOf(d.employeeId)}</td>
                <td className="num">{hours(d.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card hr-totals" data-testid="hr-week-totals">
        <h3>{w('perWeek')}</h3>
        <table className="data-table hr-table">
          <tbody>
            {weeks.map((x) => {
              const scheduled = weeklyOf(x.employeeId);
              return (
                <tr key={`${x.employeeId}-${x.weekStart}`}>
                  <td className="hr-nowrap">{w('weekOf', { day: x.weekStart })}</td>
                  <td>{nameOf(x.employeeId)}</td>
                  <td className="num">
                    {hours(x.minutes)}
                    {scheduled ? ` / ${scheduled} h` : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
