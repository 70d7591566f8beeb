import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { LoadFailed } from '@/components/ui/load-failed';
import type { Span } from '../api/keys';
import { useBalanceSheet } from '../api/reads';
import { cents, money } from '../lib/format';
import { AccountSection } from './account-rows';
import { ReportExport } from './report-export';
import { SpanPicker } from './span-picker';
import '../locales/register';

/** Balance general as of a day: assets against liabilities and equity, the result so far standing in equity. */
export function BalanceSheetTab({ onOpen }: { onOpen: (code: string, span: Span) => void }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`accounting.balance.${key}`);
  const [span, setSpan] = useState<Span>({});
  const report = useBalanceSheet(span);
  const r = report.data;
  // The ledger of a balance account runs from its first line to the day asked.
  const open = (code: string) => onOpen(code, { to: r?.asOf ?? span.asOf });
  if (report.error && !r)
    return (
      <LoadFailed
        title={t('accounting.loadFailed')}
        reason={report.error.message}
        onRetry={() => void report.refetch()}
      />
    );
  // Summed in centavos, as the read-api does, so the totals shown add up to the cent.
  const liabilities = r ? r.liabilities.reduce((s, a) => s + cents(a.balance), 0) / 100 : undefined;
  const equityTotal =
    r && liabilities !== undefined ? (cents(r.totals.liabilitiesAndEquity) - cents(liabilities)) / 100 : undefined;
  return (
    <div className="acc-report" data-testid="acc-balance">
      <div className="acc-report-head">
        <SpanPicker value={span} onChange={setSpan} fields={['asOf']} shown={r && { asOf: r.asOf }} />
        {r ? (
          <Badge tone={r.balanced ? 'success' : 'danger'} data-testid="acc-balance-badge">
            {t(`accounting.trial.${r.balanced ? 'balanced' : 'unbalanced'}`)}
          </Badge>
        ) : null}
        <ReportExport report="balance-sheet" query={r ? { asOf: span.asOf ?? r.asOf } : null} />
      </div>
      <div className="acc-columns">
        <AccountSection
          title={w('assets')}
          accounts={r?.assets}
          total={r?.totals.assets}
          totalLabel={w('totalAssets')}
          onOpen={open}
          testId="acc-balance-assets"
        />
        <div>
          <AccountSection
            title={w('liabilities')}
            accounts={r?.liabilities}
            total={liabilities}
            totalLabel={w('liabilities')}
            onOpen={open}
            testId="acc-balance-liabilities"
          />
          <AccountSection
            title={w('equity')}
            accounts={
              r
                ? [...r.equity, { code: '', name: w('result'), kind: 'equity', debit: 0, credit: 0, balance: r.result }]
                : undefined
            }
            total={equityTotal}
            totalLabel={w('equity')}
            onOpen={open}
            testId="acc-balance-equity"
          />
          <div className="card acc-result" data-testid="acc-balance-total">
            <span>{w('totalLiabilitiesAndEquity')}</span>
            <strong>{r ? money(r.totals.liabilitiesAndEquity) : ''}</strong>
          </div>
        </div>
      </div>
    </div>
  );
}
