import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { JournalEntryView } from '@domain/accounting';
import { useJournal, useAccounts } from '../api/reads';
import type { JournalQuery } from '../api/keys';
import { JournalEntry } from './journal-entry';
import { ReverseSheet } from './reverse-sheet';
import { Segmented } from '@/components/ui/segmented';
import { SpanPicker } from './span-picker';
import '../locales/register';

const SOURCES = ['all', 'event', 'manual', 'reversal'] as const;
type SourceFilter = (typeof SOURCES)[number];

/**
 * Diario: the entries (50 a page) filtered by period, account and source, each with its lines on
 * demand; an entry neither reversed nor a reversal can be reversed (a sheet asks why). The period
 * left empty is the server's (the shop's today), shown in the pickers.
 */
export function JournalTab({
  query,
  onChange,
  focus,
  onOpenEntry,
}: {
  query: JournalQuery;
  onChange: (query: JournalQuery) => void;
  focus: string | null;
  onOpenEntry: (entryId: string, narrow?: Pick<JournalQuery, 'source'>) => void;
}) {
  const { t } = useTranslation();
  const w = (key: string) => t(`accounting.journal.${key}`);
  const accounts = useAccounts();
  const journal = useJournal(query);
  const j = journal.data;
  const [reversing, setReversing] = useState<JournalEntryView | null>(null);
  const set = (patch: Partial<JournalQuery>) => onChange({ ...query, ...patch, page: 1 });
  return (
    <div className="acc-report" data-testid="acc-journal">
      <div className="acc-report-head">
        <SpanPicker
          value={{ from: query.from, to: query.to }}
          onChange={(s) => set({ from: s.from, to: s.to })}
          fields={['from', 'to']}
          shown={j && { from: j.from, to: j.to }}
        />
        <label className="acc-span-field acc-account-field">
          <span>{w('account')}</span>
          <select
            value={query.account ?? ''}
            onChange={(e) => set({ account: e.target.value || undefined })}
            data-testid="acc-journal-account"
          >
            <option value="">{w('allAccounts')}</option>
            {(accounts.data?.items ?? []).map((a) => (
              <option key={a.code} value={a.code}>
                {a.code} {a.name} {a.active ? '' : t('accounting.ledger.inactive')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Segmented<SourceFilter>
        label={w('source')}
        options={SOURCES.map((s) => ({ value: s, label: w(`sources.${s}`) }))}
        value={query.source ?? 'all'}
        onChange={(s) => set({ source: s === 'all' ? undefined : s })}
        className="acc-filter"
        testId="acc-journal-source"
      />
      {journal.error && !j ? (
        <LoadFailed title={w('loadFailed')} reason={journal.error.message} onRetry={() => void journal.refetch()} />
      ) : !j ? (
        <div aria-busy="true" data-testid="acc-journal-loading">
          <SkeletonRows rows={5} />
        </div>
      ) : j.items.length === 0 ? (
        <EmptyState icon="search" title={w('empty')}>
          {w('emptyHelp')}
        </EmptyState>
      ) : (
        <ul className="acc-journal" aria-busy={journal.isFetching} data-testid="acc-journal-list">
          {j.items.map((e) => (
            <JournalEntry
              key={e.entryId}
              entry={e}
              focused={e.entryId === focus}
              onReverse={() => setReversing(e)}
              onOpenEntry={onOpenEntry}
            />
          ))}
        </ul>
      )}
      {journal.error && j ? (
        <p className="form-error" role="alert">
          {`${w('loadFailed')}: ${journal.error.message}`}
        </p>
      ) : null}
      {j ? (
        <Pager
          ns="accounting.journal"
          onlyWhenPaged
          page={j.page}
          pageCount={j.pageCount}
          total={j.total}
          onPage={(page) => onChange({ ...query, page })}
        />
      ) : null}
      {reversing ? <ReverseSheet entry={reversing} onClose={() => setReversing(null)} /> : null}
    </div>
  );
}
