import { useTranslation } from 'react-i18next';
import { useClock } from '../api/commands';
import { useMe } from '../api/reads';
import { useCommand } from '../hooks/use-command';
import { clockTime, hours } from '../lib/format';
import '../locales/register';
import '../hr.css';

/**
 * The employee's own clock (GET /api/hr/me), for the cashier's screen: Registrar entrada / Registrar
 * salida (POST /api/hr/employees/:id/clock-in|clock-out with {}), the open shift's start and the
 * week's hours against the schedule. Nothing at all for a user with no employee linked (or when HR
 * cannot be read), so the screen it sits on is unchanged for them.
 */
export function ClockCard() {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.clockCard.${key}`, o);
  const me = useMe();
  const clockIn = useCommand(useClock(), { done: w('doneIn') });
  const clockOut = useCommand(useClock(), { done: w('doneOut') });
  const employee = me.data?.employee;
  if (!employee) return null;
  const open = employee.openShift;
  const pending = clockIn.pending || clockOut.pending;
  const refusal = open ? clockOut.refusal : clockIn.refusal;
  const canClockIn = employee.status !== 'terminated';
  return (
    <section className="card hr-clock-card" data-testid="hr-clock-card" data-open={open ? 'true' : 'false'}>
      <div className="hr-clock-text">
        <h3>{w('title')}</h3>
        <p data-testid="hr-clock-state">
          {open ? w('open', { time: clockTime(open.start) }) : canClockIn ? w('closed') : w('terminated')}
        </p>
        <p className="hr-muted" data-testid="hr-clock-week">
          {w('week', { hours: hours(employee.weekMinutes), scheduled: employee.weeklyHours ?? 0 })}
        </p>
        {refusal ? (
          <p className="form-error" role="alert" data-testid="hr-clock-refusal">
            {refusal}
          </p>
        ) : null}
      </div>
      {open ? (
        <button
          type="button"
          className="button destructive"
          disabled={pending}
          onClick={() => clockOut.run({ employeeId: employee.employeeId, direction: 'out', body: {} })}
          data-testid="hr-clock-out"
        >
          {pending ? t('common.saving') : w('out')}
        </button>
      ) : canClockIn ? (
        <button
          type="button"
          className="button"
          disabled={pending}
          onClick={() => clockIn.run({ employeeId: employee.employeeId, direction: 'in', body: {} })}
          data-testid="hr-clock-in"
        >
          {pending ? t('common.saving') : w('in')}
        </button>
      ) : null}
    </section>
  );
}
