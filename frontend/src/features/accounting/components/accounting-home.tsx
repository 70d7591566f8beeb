import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerQuery, Span } from '../api/keys';
import { BalanceSheetTab } from './balance-sheet';
import { ClosePeriodSheet } from './close-period-sheet';
import { EntrySheet } from './entry-sheet';
import { ExpenseSheet } from './expense-sheet';
import { GeneralLedgerTab } from './general-ledger';
import { IncomeStatementTab } from './income-statement';
import { PeriodFigures } from './period-figures';
import { TrialBalanceTab } from './trial-balance';
import '../locales/register';

const TABS = ['income', 'trial', 'balance', 'ledger'] as const;
type Tab = (typeof TABS)[number];
type Sheet = 'expense' | 'entry' | 'close' | null;

/**
 * /admin/accounting (issue 18): the month's figures, the three statements and the ledger as an iOS
 * segmented control, and the accountant's steps (an expense, a manual entry, a period's close) in
 * sheets. An account in a statement opens its ledger for the statement's period (drill-down).
 */
export function AccountingHome() {
  const { t } = useTranslation();
  const a = (key: string) => t(`accounting.${key}`);
  const [tab, setTab] = useState<Tab>('income');
  const [sheet, setSheet] = useState<Sheet>(null);
  const [ledger, setLedger] = useState<LedgerQuery>({ account: '', page: 1 });
  const drill = (account: string, span: Span) => {
    setLedger({ account, from: span.from, to: span.to, page: 1 });
    setTab('ledger');
  };
  const close = () => setSheet(null);
  return (
    <div className="acc-home" data-testid="accounting-home">
      <PeriodFigures />
      <div className="chip-row acc-actions">
        <button
          type="button"
          className="chip primary"
          onClick={() => setSheet('expense')}
          data-testid="acc-new-expense"
        >
          {a('actions.expense')}
        </button>
        <button type="button" className="chip" onClick={() => setSheet('entry')} data-testid="acc-new-entry">
          {a('actions.entry')}
        </button>
        <button type="button" className="chip" onClick={() => setSheet('close')} data-testid="acc-close-period">
          {a('actions.close')}
        </button>
      </div>
      <div className="segmented acc-tabs" role="group" aria-label={a('tabs.label')} data-testid="acc-tabs">
        {TABS.map((x) => (
          <button key={x} type="button" aria-pressed={x === tab} onClick={() => setTab(x)}>
            {a(`tabs.${x}`)}
          </button>
        ))}
      </div>
      {tab === 'income' ? <IncomeStatementTab onOpen={drill} /> : null}
      {tab === 'trial' ? <TrialBalanceTab onOpen={drill} /> : null}
      {tab === 'balance' ? <BalanceSheetTab onOpen={drill} /> : null}
      {tab === 'ledger' ? <GeneralLedgerTab query={ledger} onChange={setLedger} /> : null}
      {sheet === 'expense' ? <ExpenseSheet onClose={close} /> : null}
      {sheet === 'entry' ? <EntrySheet onClose={close} /> : null}
      {sheet === 'close' ? <ClosePeriodSheet onClose={close} /> : null}
    </div>
  );
}
