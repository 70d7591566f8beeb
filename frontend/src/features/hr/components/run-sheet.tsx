import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { routeAccess } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useRunStep } from '../api/commands';
import { useRun } from '../api/reads';
import type { Run } from '@domain/hr/responses';
import { useCommand } from '../hooks/use-command';
import type { HrAccess } from '../hooks/use-hr-access';
import { dateTime, money } from '../lib/format';
import { RunLines } from './run-lines';
import { AdjustmentSheet, DiscardSheet, PaySheet } from './run-step-sheets';
import { RunBadge } from './status-badge';
import '../locales/register';

type Mode = 'detail' | 'adjust' | 'pay' | 'discard';

/**
 * A payroll run: its lines per employee (hours or days, base, additions, deductions, net, the payslip),
 * and its steps as the run's status and the user's role allow — HR's Agregar ajuste, Recalcular and
 * Aprobar while a draft and Descartar before it is paid; accounting's Pagar once approved (issue 38);
 * once paid, the ledger entry the payment was posted as.
 */
export function RunSheet({ runId, access, onClose }: { runId: string; access: HrAccess; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.run.${key}`, o);
  const run = useRun(runId);
  const [mode, setMode] = useState<Mode>('detail');
  const recalculate = useCommand(useRunStep(), { done: w('recalculated') });
  const approve = useCommand(useRunStep(), { done: w('approved') });
  const pending = recalculate.pending || approve.pending;
  const refusal = recalculate.refusal ?? approve.refusal;
  const r = run.data;
  const back = () => setMode('detail');
  if (r && mode === 'adjust') return <AdjustmentSheet run={r} onClose={back} />;
  if (r && mode === 'pay') return <PaySheet run={r} onClose={back} />;
  if (r && mode === 'discard') return <DiscardSheet run={r} onClose={back} />;
  return (
    <Sheet
      title={r ? w('title', { from: r.periodStart, to: r.periodEnd }) : t('hr.payroll.new')}
      open
      onClose={onClose}
      wide
    >
      <div className="hr-detail" data-testid="hr-run-sheet" data-run-id={runId} data-status={r?.status}>
        {run.error && !r ? (
          <LoadFailed title={w('loadFailed')} reason={run.error.message} onRetry={() => void run.refetch()} />
        ) : !r ? (
          <SkeletonRows rows={5} />
        ) : (
          <>
            <RunHead r={r} />
            <div className="chip-row hr-actions">
              {r.status === 'draft' && access.prepare ? (
                <>
                  <button type="button" className="chip" onClick={() => setMode('adjust')} data-testid="hr-run-adjust">
                    {w('adjust')}
                  </button>
                  <button
                    type="button"
                    className="chip"
                    disabled={pending}
                    onClick={() => recalculate.run({ runId, step: 'recalculate', body: {} })}
                    data-testid="hr-run-recalculate"
                  >
                    {w('recalculate')}
                  </button>
                </>
              ) : null}
              {r.status === 'draft' && access.prepare ? (
                <button
                  type="button"
                  className="chip primary"
                  disabled={pending}
                  onClick={() => approve.run({ runId, step: 'approve', body: {} })}
                  data-testid="hr-run-approve"
                >
                  {w('approve')}
                </button>
              ) : null}
              {r.status === 'approved' && access.pay ? (
                <button type="button" className="chip primary" onClick={() => setMode('pay')} data-testid="hr-run-pay">
                  {w('pay')}
                </button>
              ) : null}
              {(r.status === 'draft' || r.status === 'approved') && access.prepare ? (
                <button
                  type="button"
                  className="chip danger"
                  onClick={() => setMode('discard')}
                  data-testid="hr-run-discard"
                >
                  {w('discard')}
                </button>
              ) : null}
            </div>
            {refusal ? (
              <p className="form-error" role="alert" data-testid="hr-run-refusal">
                {refusal}
              </p>
            ) : null}
            <RunLines run={r} />
          </>
        )}
      </div>
    </Sheet>
  );
}

function RunHead({ r }: { r: Run }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.run.${key}`, o);
  return (
    <div className="hr-run-head">
      <p>
        <RunBadge status={r.status} />{' '}
        <strong className="hr-run-net" data-testid="hr-run-net">
          {w('net', { amount: money(r.totals.net) })}
        </strong>
      </p>
      <p className="hr-muted">
        {r.approvedAt ? w('approvedAt', { at: dateTime(r.approvedAt) }) : null}{' '}
        {r.status === 'paid' && r.paidOn
          ? w('paidOn', { day: r.paidOn, method: t(`hr.pay.${r.method ?? 'bank'}`) })
          : null}
      </p>
      {r.status === 'paid' ? (
        r.entryId ? (
          <EntryLink entryId={r.entryId} />
        ) : (
          <span className="hr-muted" data-testid="hr-run-entry-pending">
            {w('entryPending')}
          </span>
        )
      ) : null}
    </div>
  );
}

/**
 * The wages' ledger entry: a link into the books' journal for whom may open them (accounting, admin,
 * owner); for HR, who may not, the entry's number as text.
 */
function EntryLink({ entryId }: { entryId: string }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const books = routeAccess(user, '/admin/accounting') === 'allowed';
  if (!books)
    return (
      <p className="hr-muted" data-testid="hr-run-entry-id" data-entry-id={entryId}>
        {t('hr.run.entryId', { id: entryId })}
      </p>
    );
  return (
    <Link
      className="link-button"
      to={`/admin/accounting?section=journal&entry=${encodeURIComponent(entryId)}`}
      data-testid="hr-run-entry"
      data-entry-id={entryId}
    >
      {t('hr.run.entry')}
    </Link>
  );
}
