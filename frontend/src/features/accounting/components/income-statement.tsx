import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import type { Span } from '../api/keys';
import { useIncomeStatement } from '../api/reads';
import { money } from '../lib/format';
import { AccountSection } from './account-rows';
import { ReportExport } from './report-export';
import { SpanPicker } from './span-picker';
import '../locales/register';

type Open = (code: string, span: Span) => void;

/** Estado de resultados: revenue and expense accounts for a period (the month so far by default), and the result. */
export function IncomeStatementTab({ onOpen }: { onOpen: Open }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`accounting.income.${key}`);
  // Empty: the server's default, the shop's month so far (its from/to shown in the pickers).
  const [span, setSpan] = useState<Span>({});
  const report = useIncomeStatement(span);
  const r = report.data;
  const open = (code: string) => onOpen(code, { from: r?.from ?? span.from, to: r?.to ?? span.to });
  if (report.error && !r)
    return (
      <LoadFailed
        title={t('accounting.loadFailed')}
        reason={report.error.message}
        onRetry={() => void report.refetch()}
      />
    );
  return (
    <div className="acc-report" data-testid="acc-income">
      <div className="acc-report-head">
        <SpanPicker value={span} onChange={setSpan} fields={['from', 'to']} shown={r && { from: r.from, to: r.to }} />
        <ReportExport report="income-statement" query={r ? { from: span.from ?? r.from, to: span.to ?? r.to } : null} />
      </div>
      <AccountSection
        title={w('revenue')}
        accounts={r?.revenue}
        total={r?.totalRevenue}
        totalLabel={w('totalRevenue')}
        onOpen={open}
        testId="acc-income-revenue"
      />
      <AccountSection
        title={w('expenses')}
        accounts={r?.expenses}
        total={r?.totalExpenses}
        totalLabel={w('totalExpenses')}
        onOpen={open}
        testId="acc-income-expenses"
      />
      <div className="card acc-result" data-testid="acc-income-result">
        <span>{w('result')}</span>
        <strong className={r && r.result < 0 ? 'acc-negative' : undefined}>{r ? money(r.result) : ''}</strong>
      </div>
    </div>
  );
}
