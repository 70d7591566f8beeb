import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import type { Span } from '../api/keys';
import { useTrialBalance } from '../api/reads';
import { money } from '../lib/format';
import { ReportExport } from './report-export';
import { SpanPicker } from './span-picker';
import '../locales/register';

const COLUMNS = ['code', 'debit', 'credit', 'balance'] as const;

/** Balanza de comprobación as of a day: every account's debits, credits and balance, and whether they agree. */
export function TrialBalanceTab({ onOpen }: { onOpen: (code: string, span: Span) => void }) {
  const { t } = useTranslation();
  const col = (c: string) => t(`accounting.columns.${c}`);
  const [span, setSpan] = useState<Span>({});
  const report = useTrialBalance(span);
  const r = report.data;
  if (report.error && !r)
    return (
      <LoadFailed
        title={t('accounting.loadFailed')}
        reason={report.error.message}
        onRetry={() => void report.refetch()}
      />
    );
  return (
    <div className="acc-report" data-testid="acc-trial">
      <div className="acc-report-head">
        <SpanPicker value={span} onChange={setSpan} fields={['asOf']} shown={r && { asOf: r.to }} />
        {r ? (
          <Badge tone={r.balanced ? 'success' : 'danger'} data-testid="acc-trial-badge">
            {t(`accounting.trial.${r.balanced ? 'balanced' : 'unbalanced'}`)}
          </Badge>
        ) : null}
        <ReportExport report="trial-balance" query={r ? { ...span, asOf: span.asOf ?? r.to } : null} />
      </div>
      <div className="data-table-wrap" aria-busy={!r}>
        <table className="data-table stacks acc-table" data-testid="acc-trial-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} className={c === 'code' ? undefined : 'num'}>
                  {col(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!r ? (
              <SkeletonTableRows rows={6} cells={[undefined, 'num', 'num', 'num']} />
            ) : (
              r.accounts.map((a) => (
                <tr
                  key={a.code}
                  className="acc-row"
                  onClick={() => onOpen(a.code, { to: r.to })}
                  data-testid="acc-account-row"
                >
                  <td data-label={col('code')}>
                    <button
                      type="button"
                      className="link-button acc-open"
                      aria-label={t('accounting.open', { code: a.code, name: a.name })}
                    >
                      <span className="acc-code">{a.code}</span> {a.name}
                    </button>
                  </td>
                  <td data-label={col('debit')} className="num">
                    {money(a.debit)}
                  </td>
                  <td data-label={col('credit')} className="num">
                    {money(a.credit)}
                  </td>
                  <td data-label={col('balance')} className="num">
                    {money(a.balance)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
          {r ? (
            <tfoot>
              <tr>
                <th scope="row">{t('accounting.trial.totals')}</th>
                <td data-label={col('debit')} className="num" data-testid="acc-trial-debit">
                  {money(r.totals.debit)}
                </td>
                <td data-label={col('credit')} className="num" data-testid="acc-trial-credit">
                  {money(r.totals.credit)}
                </td>
                <td className="num" />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
