import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/components/ui/date-time-field';
import { REPORT_KINDS, REPORT_PERIODS } from '@domain/reports';
import type { useReportSelection } from '../hooks/use-report-selection';
import { localOfIso } from '../lib/selection';
import { Segmented } from '@/components/ui/segmented';
import { DateInput } from '@/components/ui/date-field';

type Selection = ReturnType<typeof useReportSelection>;

/**
 * Spec 2.6's choices: the report type, the period (custom: 'Desde' and 'Hasta'), and an optional
 * moment the figures stand at. A refused choice says why in the server's own words, before asking.
 */
export function ReportControls({ s }: { s: Selection }) {
  const { t } = useTranslation();
  const { selection } = s;
  const types = REPORT_KINDS.map((value) => ({ value, label: t(`reports.type.${value}`) }));
  const periods = REPORT_PERIODS.map((value) => ({ value, label: t(`reports.period.${value}`) }));
  return (
    <section className="card rp-controls" aria-label={t('reports.title')}>
      <Segmented
        label={t('reports.type.label')}
        options={types}
        value={selection.type}
        onChange={s.setType}
        className="rp-types"
        testId="report-type"
      />
      <Segmented
        label={t('reports.period.label')}
        options={periods}
        value={selection.period}
        onChange={s.setPeriod}
        className="rp-periods"
        testId="report-period-control"
      />
      <div className="rp-moment">
        {selection.period === 'custom'
          ? (['from', 'to'] as const).map((end) => (
              <label key={end}>
                <span>{t(`reports.${end}`)}</span>
                <DateInput
                  className="select"
                  value={selection[end] ?? ''}
                  onChange={(e) => s.setDay(end, e.target.value)}
                />
              </label>
            ))
          : null}
        <label title={t('reports.asOfHint')}>
          <span>{t('reports.asOf')}</span>
          <DateTimeInput
            className="select"
            value={localOfIso(selection.asOf)}
            onChange={(e) => s.setAsOf(e.target.value)}
          />
        </label>
        {selection.asOf ? (
          <button type="button" className="link-button" onClick={() => s.setAsOf('')}>
            {t('reports.clearAsOf')}
          </button>
        ) : null}
      </div>
      {s.problem ? (
        <p className="form-error" role="alert" data-testid="report-problem">
          {s.problem}
        </p>
      ) : null}
    </section>
  );
}
