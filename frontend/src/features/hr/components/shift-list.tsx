import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/ui/grouped-list';
import type { Shift } from '@domain/hr/responses';
import { clockTime, hours } from '../lib/format';
import '../locales/register';

/** An employee's recent shifts as rows: day, in–out, hours, the correction's marker and reason; "Corregir". */
export function ShiftList({ shifts, onCorrect }: { shifts: Shift[]; onCorrect?: (shift: Shift) => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.attendance.${key}`, o);
  if (shifts.length === 0) return <ListRow title={t('hr.employee.noShifts')} />;
  return (
    <>
      {[...shifts]
        .sort((a, b) => b.start.localeCompare(a.start))
        .map((s) => (
          <div className="row hr-shift-row" key={s.shiftId} data-testid="hr-shift-row" data-shift-id={s.shiftId}>
            <span className="row-main">
              <span className="row-title">
                {s.day} · {clockTime(s.start)} – {s.end ? clockTime(s.end) : w('open')}
              </span>
              {s.corrected || s.by === 'hr' ? (
                <span className="row-subtitle">
                  <span className="badge warning" data-testid="hr-shift-corrected">
                    {w('corrected')}
                  </span>{' '}
                  {s.reason ?? ''}
                </span>
              ) : null}
            </span>
            <span className="row-detail">{hours(s.minutes)}</span>
            {onCorrect && s.end ? (
              <button type="button" className="link-button" onClick={() => onCorrect(s)} data-testid="hr-shift-correct">
                {t('hr.actions.correct')}
              </button>
            ) : null}
          </div>
        ))}
    </>
  );
}
