import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import type { Account } from '@domain/accounting';
import { useAccounts } from '../api/reads';
import { ActiveSheet, AddAccountSheet, RenameSheet } from './account-sheets';
import '../locales/register';

const COLUMNS = ['code', 'name', 'kind', 'state', 'actions'] as const;
type Editing = { step: 'add' } | { step: 'rename' | 'active'; account: Account } | null;

/**
 * Plan de cuentas: every account, active or not, with its kind. Accounting adds one (its code is its
 * own forever), renames one, and deactivates or activates one; nothing deletes an account.
 */
export function ChartTab() {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.chart.${key}`, o);
  const accounts = useAccounts();
  const items = accounts.data?.items;
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  if (accounts.error && !items)
    return (
      <LoadFailed title={w('loadFailed')} reason={accounts.error.message} onRetry={() => void accounts.refetch()} />
    );
  return (
    <div className="acc-report" data-testid="acc-chart">
      <div className="chip-row">
        <button
          type="button"
          className="chip primary"
          onClick={() => setEditing({ step: 'add' })}
          data-testid="acc-chart-add"
        >
          {w('add')}
        </button>
      </div>
      {items && items.length === 0 ? (
        <EmptyState icon="search" title={w('empty')} />
      ) : (
        <div className="data-table-wrap" aria-busy={!items}>
          <table className="data-table stacks acc-table" data-testid="acc-chart-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} className={c === 'actions' ? 'num' : undefined}>
                    {w(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {!items ? (
                <SkeletonTableRows rows={8} cells={COLUMNS.map(() => undefined)} />
              ) : (
                items.map((a) => (
                  <tr
                    key={a.code}
                    data-testid="acc-chart-row"
                    data-code={a.code}
                    className={a.active ? undefined : 'acc-inactive'}
                  >
                    <td data-label={w('code')} className="acc-code">
                      {a.code}
                    </td>
                    <td data-label={w('name')} className="acc-wrap">
                      {a.name}
                    </td>
                    <td data-label={w('kind')}>{w(`kinds.${a.kind}`)}</td>
                    <td data-label={w('state')}>
                      <Badge tone={a.active ? 'success' : ''} data-testid="acc-chart-state">
                        {w(a.active ? 'active' : 'inactive')}
                      </Badge>
                    </td>
                    <td>
                      <div
                        className="chip-row acc-row-actions"
                        role="group"
                        aria-label={w('actionsOf', { code: a.code })}
                      >
                        <button
                          type="button"
                          className="chip"
                          onClick={() => setEditing({ step: 'rename', account: a })}
                          data-testid="acc-chart-rename"
                        >
                          {w('rename')}
                        </button>
                        <button
                          type="button"
                          className="chip"
                          onClick={() => setEditing({ step: 'active', account: a })}
                          data-testid="acc-chart-toggle"
                        >
                          {w(a.active ? 'deactivate' : 'activate')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {editing?.step === 'add' ? <AddAccountSheet onClose={close} /> : null}
      {editing?.step === 'rename' ? <RenameSheet account={editing.account} onClose={close} /> : null}
      {editing?.step === 'active' ? <ActiveSheet account={editing.account} onClose={close} /> : null}
    </div>
  );
}
