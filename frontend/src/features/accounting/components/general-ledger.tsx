import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import type { LedgerQuery, Span } from '../api/keys';
import { useAccounts, useGeneralLedger } from '../api/reads';
import { money } from '../lib/format';
import { LedgerTable } from './ledger-table';
import { ReportExport } from './report-export';
import { SpanPicker } from './span-picker';
import '../locales/register';

/**
 * Mayor: one account's lines with the running balance, paged. The account and the period are the
 * screen's (a statement's row opens its account here with the statement's period).
 */
export function GeneralLedgerTab({ query, onChange }: { query: LedgerQuery; onChange: (query: LedgerQuery) => void }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`accounting.ledger.${key}`);
  const accounts = useAccounts();
  const ledger = useGeneralLedger(query.account ? query : null);
  const l = ledger.data;
  const span: Span = { from: query.from, to: query.to };
  return (
    <div className="acc-report" data-testid="acc-ledger">
      <div className="acc-report-head">
        <label className="acc-span-field acc-account-field">
          <span>{w('account')}</span>
          <select
            value={query.account}
            onChange={(e) => onChange({ ...query, account: e.target.value, page: 1 })}
            data-testid="acc-ledger-account"
          >
            <option value="">{w('choose')}</option>
            {(accounts.data?.items ?? []).map((a) => (
              <option key={a.code} value={a.code}>
                {a.code} {a.name} {a.active ? '' : w('inactive')}
              </option>
            ))}
          </select>
        </label>
        <SpanPicker
          value={span}
          onChange={(s) => onChange({ ...query, ...s, page: 1 })}
          fields={['from', 'to']}
          shown={l && { from: l.from, to: l.to }}
        />
        {query.account ? (
          <ReportExport
            report="general-ledger"
            query={l ? { account: query.account, from: query.from ?? l.from, to: query.to ?? l.to } : null}
          />
        ) : null}
      </div>
      {!query.account ? (
        <EmptyState icon="search" title={w('choose')}>
          {w('chooseHelp')}
        </EmptyState>
      ) : ledger.error && !l ? (
        <LoadFailed
          title={t('accounting.loadFailed')}
          reason={ledger.error.message}
          onRetry={() => void ledger.refetch()}
        />
      ) : (
        <>
          <div className="card acc-result" data-testid="acc-ledger-opening">
            <span>{w('opening')}</span>
            <strong>{l ? money(l.opening) : ''}</strong>
          </div>
          {l && l.lines.length === 0 ? (
            <EmptyState icon="search" title={t('accounting.empty')} />
          ) : (
            <LedgerTable lines={l?.lines} />
          )}
          {l ? (
            <Pager
              ns="accounting"
              onlyWhenPaged
              page={l.page}
              pageCount={l.pageCount}
              total={l.total}
              onPage={(page) => onChange({ ...query, page })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
