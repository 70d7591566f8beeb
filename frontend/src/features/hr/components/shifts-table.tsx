import { useTranslation } from 'react-i18next';
import type { Shift } from '@domain/hr/responses';
import { clockTime, hours } from '../lib/format';
import '../locales/register';

const COLUMNS = ['name', 'day', 'in', 'out', 'hours', 'note', 'action'] as const;

/** The shifts as a table (cards on a phone): day, in, out, hours, the correction's marker and reason. */
export function ShiftsTable({
  shifts,
  nameOf,
  onCorrect,
}: {
  shifts: Shift[];
  nameOf: (employeeId: string) => string;
  onCorrect?: (shift: Shift) => void;
}) {
  const { t } = useTranslation();
  const col = (c: string) => t(`hr.attendance.columns.${c}`);
  return (
    <div className="data-table-wrap">
      <table className="data-table stacks hr-table" data-testid="hr-shifts-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={c === 'hours' ? 'num' : undefined}>
                {c === 'action' ? '' : col(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shifts.map((s) => (
            <tr key={s.shiftId} data-testid="hr-shift" data-shift-id={s.shiftId}>
              <td data-label={col('name')}>{s.name ?? nameOf(s.employeeId)}</td>
              <td data-label={col('day')} className="hr-nowrap">
                {s.day}
              </td>
              <td data-label={col('in')}>{clockTime(s.start)}</td>
              <td data-label={col('out')}>{s.end ? clockTime(s.end) : t('hr.attendance.open')}</td>
              <td data-label={col('hours')} className="num">
                {hours(s.minutes)}
              </td>
              <td data-label={col('note')} className="hr-wrap">
                {s.corrected || s.by === 'hr' ? (
                  <span>
                    <span className="badge warning" data-testid="hr-shift-corrected">
                      {t('hr.attendance.corrected')}
                    </span>{' '}
                    {s.reason ?? ''}
                  </span>
                ) : null}
              </td>
              <td>
                {onCorrect && s.end ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onCorrect(s)}
                    data-testid="hr-shift-correct"
                  >
                    {t('hr.actions.correct')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
