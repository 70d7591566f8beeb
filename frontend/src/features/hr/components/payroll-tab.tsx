import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useRuns } from '../api/reads';
import type { HrAccess } from '../hooks/use-hr-access';
import { money } from '../lib/format';
import { NewRunSheet } from './new-run-sheet';
import { RunSheet } from './run-sheet';
import { RunBadge } from './status-badge';
import '../locales/register';

/** Nóminas: the runs (period, status, people, net); Nueva nómina; a run opens its detail. */
export function PayrollTab({ access }: { access: HrAccess }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.payroll.${key}`, o);
  const runs = useRuns();
  const [open, setOpen] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const items = runs.data?.items;
  return (
    <div className="hr-tab" data-testid="hr-payroll">
      {access.prepare ? (
        <div className="chip-row hr-actions">
          <button type="button" className="chip primary" onClick={() => setDrafting(true)} data-testid="hr-new-run">
            {w('new')}
          </button>
        </div>
      ) : null}
      {runs.error && !items ? (
        <LoadFailed title={w('loadFailed')} reason={runs.error.message} onRetry={() => void runs.refetch()} />
      ) : !items ? (
        <SkeletonRows rows={4} />
      ) : items.length === 0 ? (
        <EmptyState icon="file" title={w('empty')}>
          {w('emptyHelp')}
        </EmptyState>
      ) : (
        <GroupedList header={w('runs')} label="payroll-runs">
          {[...items]
            .sort((a, b) => b.periodStart.localeCompare(a.periodStart))
            .map((r) => (
              <ListRow
                key={r.runId}
                title={w('period', { from: r.periodStart, to: r.periodEnd })}
                subtitle={[
                  w('employees', { count: r.employees }),
                  money(r.net),
                  r.paidOn ? w('paidOnShort', { day: r.paidOn }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                detail={<RunBadge status={r.status} />}
                onClick={() => setOpen(r.runId)}
                testId="hr-run-row"
              />
            ))}
        </GroupedList>
      )}
      {open ? <RunSheet runId={open} access={access} onClose={() => setOpen(null)} /> : null}
      {drafting ? <NewRunSheet onClose={() => setDrafting(false)} onDrafted={setOpen} /> : null}
    </div>
  );
}
