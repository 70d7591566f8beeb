import { useTranslation } from 'react-i18next';
import type { Employee } from '@domain/hr/responses';
import { hours } from '../lib/format';
import '../locales/register';

/** This week's hours per person against their weekly hours, as horizontal bars (over 100 %: warning). */
export function HoursBars({ employees }: { employees: Employee[] }) {
  const { t } = useTranslation();
  return (
    <section className="card hr-bars" aria-label={t('hr.dashboard.hoursWeek')} data-testid="hr-hours-bars">
      <h3>{t('hr.dashboard.hoursWeek')}</h3>
      {employees.length === 0 ? <p className="hr-muted">{t('hr.dashboard.noStaff')}</p> : null}
      {employees.map((e) => {
        const worked = (e.weekMinutes ?? 0) / 60;
        const weekly = e.weeklyHours ?? 0;
        const share = weekly > 0 ? worked / weekly : worked > 0 ? 1 : 0;
        return (
          <div className="hr-bar" key={e.employeeId} data-testid="hr-hours-bar">
            <div className="hr-bar-label">
              <span>{e.name}</span>
              <span className="hr-muted">
                {hours(e.weekMinutes ?? 0)} / {weekly} h
              </span>
            </div>
            <div
              className="hr-bar-track"
              role="meter"
              aria-label={e.name}
              aria-valuetext={`${hours(e.weekMinutes ?? 0)} / ${weekly} h`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share * 100)}
            >
              <div
                className={share > 1 ? 'hr-bar-fill over' : 'hr-bar-fill'}
                style={{ width: `${Math.min(100, share * 100)}%` }}
              />
            </div>
          </div>
        );
      })}
    </section>
  );
}
