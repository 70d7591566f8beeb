import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pageOfEntry } from '../api/reads';
import type { JournalQuery, LedgerQuery, Span } from '../api/keys';
import { BalanceSheetTab } from './balance-sheet';
import { ChartTab } from './chart-tab';
import { ClosePeriodSheet } from './close-period-sheet';
import { EntrySheet } from './entry-sheet';
import { ExpenseSheet } from './expense-sheet';
import { ExpensesTab } from './expenses-tab';
import { GeneralLedgerTab } from './general-ledger';
import { IncomeStatementTab } from './income-statement';
import { JournalTab } from './journal-tab';
import { PeriodFigures } from './period-figures';
import { Segmented } from '@/components/ui/segmented';
import { TrialBalanceTab } from './trial-balance';
import '../locales/register';
import '../books.css';

const SECTIONS = ['reports', 'journal', 'expenses', 'chart'] as const;
type Section = (typeof SECTIONS)[number];
const TABS = ['income', 'trial', 'balance', 'ledger'] as const;
type Tab = (typeof TABS)[number];
type Sheet = 'expense' | 'entry' | 'close' | null;

/**
 * /admin/accounting (issue 18): the month's figures, then the books as an iOS segmented control —
 * the reports (the three statements and the ledger, a segmented control of their own), the journal,
 * the expenses and the chart of accounts — and the accountant's steps (an expense, a manual entry, a
 * period's close) in sheets. An account in a statement opens its ledger for the statement's period;
 * an expense's entry opens the journal on that entry.
 */
export function AccountingHome() {
  const { t } = useTranslation();
  const a = (key: string) => t(`accounting.${key}`);
  // A link from another screen to an entry (/admin/accounting?entry=<id>) opens the journal on it.
  const linked = useSearchParams()[0].get('entry');
  const [section, setSection] = useState<Section>(linked ? 'journal' : 'reports');
  const [tab, setTab] = useState<Tab>('income');
  const [sheet, setSheet] = useState<Sheet>(null);
  const [ledger, setLedger] = useState<LedgerQuery>({ account: '', page: 1 });
  const [journal, setJournal] = useState<JournalQuery>({ page: 1 });
  const [focus, setFocus] = useState<string | null>(linked);
  const drill = (account: string, span: Span) => {
    setLedger({ account, from: span.from, to: span.to, page: 1 });
    setTab('ledger');
  };
  const client = useQueryClient();
  /**
   * The journal on an entry (a reversal's link, an expense's entry): its default period (this month,
   * where a posting of today is), narrowed by what the link knows (a reversal), on the page it is on.
   */
  const openEntry = (entryId: string, narrow: Pick<JournalQuery, 'source'> = {}) => {
    setFocus(entryId);
    setSection('journal');
    setJournal({ ...narrow, page: 1 });
    void pageOfEntry(client, narrow, entryId)
      .then((page) => setJournal({ ...narrow, page: page ?? 1 }))
      .catch(() => undefined); // the journal shows its own error
  };
  // A link from another screen to an entry (a payroll run's wages): its journal page, once found.
  useEffect(() => {
    if (!linked) return;
    void pageOfEntry(client, {}, linked)
      .then((page) => setJournal({ page: page ?? 1 }))
      .catch(() => undefined);
  }, [client, linked]);
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
      <Segmented
        label={a('sections.label')}
        options={SECTIONS.map((x) => ({ value: x, label: a(`sections.${x}`) }))}
        value={section}
        onChange={setSection}
        className="acc-sections"
        testId="acc-sections"
      />
      {section === 'reports' ? (
        <>
          <Segmented
            label={a('tabs.label')}
            options={TABS.map((x) => ({ value: x, label: a(`tabs.${x}`) }))}
            value={tab}
            onChange={setTab}
            className="acc-tabs"
            testId="acc-tabs"
          />
          {tab === 'income' ? <IncomeStatementTab onOpen={drill} /> : null}
          {tab === 'trial' ? <TrialBalanceTab onOpen={drill} /> : null}
          {tab === 'balance' ? <BalanceSheetTab onOpen={drill} /> : null}
          {tab === 'ledger' ? <GeneralLedgerTab query={ledger} onChange={setLedger} /> : null}
        </>
      ) : null}
      {section === 'journal' ? (
        <JournalTab
          query={journal}
          onChange={(q) => {
            setJournal(q);
            setFocus(null); // the filters changed by hand: no entry is pointed at any more
          }}
          focus={focus}
          onOpenEntry={openEntry}
        />
      ) : null}
      {section === 'expenses' ? <ExpensesTab onNew={() => setSheet('expense')} onOpenEntry={openEntry} /> : null}
      {section === 'chart' ? <ChartTab /> : null}
      {sheet === 'expense' ? <ExpenseSheet onClose={close} /> : null}
      {sheet === 'entry' ? <EntrySheet onClose={close} /> : null}
      {sheet === 'close' ? <ClosePeriodSheet onClose={close} /> : null}
    </div>
  );
}
