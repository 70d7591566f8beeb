import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LargeTitle } from '@/components/ui/large-title';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { SessionView } from '@domain/pos';
import { useSession } from '../api/reads';
import { useCounterSession } from '../hooks/use-counter-session';
import { moment, registerNumber } from '../lib/format';
import { printPart } from '../lib/print';
import { CloseSessionSheet } from './close-session';
import { OpenSessionForm } from './open-session';
import { SessionReport } from './session-report';
import '../locales/register';

/**
 * /pos/cashier: open a session (register, opening cash); the open session's X report, printed on
 * demand; the close with the cash counted by denomination → the Z report, printed.
 */
export function PosCashier() {
  const { t } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.cashier.${key}`, o);
  const { session, loading, error, retry } = useCounterSession();
  // The session shown here stays after it closes (its Z report) until another is opened: kept as it
  // was last seen, since the open-session read empties before the close's own answer is handled.
  const [lastId, setLastId] = useState<string | null>(null);
  const openId = session?.id ?? null;
  if (openId && openId !== lastId) setLastId(openId);
  const shownId = openId ?? lastId ?? undefined;
  const closedId = openId ? null : lastId;
  return (
    <div className="pos-cashier" data-testid="pos-cashier">
      <LargeTitle title={c('title')} subtitle={c('subtitle')} />
      {loading ? (
        <div className="group">
          <SkeletonRows rows={4} />
        </div>
      ) : error ? (
        <LoadFailed title={c('loadFailed')} reason={error.message} onRetry={retry} />
      ) : (
        <>
          {shownId ? <SessionPanel id={shownId} /> : null}
          {!session ? (
            <>
              {!closedId ? (
                <EmptyState icon="dollar" title={c('none')}>
                  {c('noneHint')}
                </EmptyState>
              ) : null}
              <OpenSessionForm onOpened={(id) => setLastId(id)} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

function SessionPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.cashier.${key}`, o);
  const session = useSession(id);
  const [closing, setClosing] = useState(false);
  if (session.error && !session.data)
    return <LoadFailed title={c('loadFailed')} reason={session.error.message} onRetry={() => void session.refetch()} />;
  if (!session.data)
    return (
      <div className="group">
        <SkeletonRows rows={6} />
      </div>
    );
  const s: SessionView = session.data;
  const open = s.status === 'open';
  const register = t('pos.register', { n: registerNumber(s.registerId) });
  return (
    <section className="pos-session card" data-testid="pos-session" data-status={s.status}>
      <header className="pos-session-head">
        <div>
          <h2>{open ? c('session', { register }) : `${c('closed')} · ${register}`}</h2>
          <p className="pos-muted">
            {c('openedAt', { at: moment(s.openedAt) })}
            {s.closedAt ? ` · ${c('closedAt', { at: moment(s.closedAt) })}` : ''}
            {s.cashierName ? ` · ${s.cashierName}` : ''}
          </p>
        </div>
        <div className="pos-session-actions">
          {open ? (
            <Link className="button plain" to="/pos" data-testid="pos-to-counter">
              {c('toCounter')}
            </Link>
          ) : null}
          <button
            type="button"
            className="button plain"
            onClick={() => printPart('report')}
            data-testid="pos-print-report"
          >
            {c('print')}
          </button>
          {open ? (
            <button
              type="button"
              className="button destructive"
              onClick={() => setClosing(true)}
              data-testid="pos-close"
            >
              {c('close')}
            </button>
          ) : null}
        </div>
      </header>
      <div className="pos-print-report">
        <h3 className="pos-report-title">
          {open ? c('xReport') : c('zReport')} · {register}
        </h3>
        <SessionReport session={s} />
      </div>
      {closing ? (
        <CloseSessionSheet session={s} onClose={() => setClosing(false)} onClosed={() => setClosing(false)} />
      ) : null}
    </section>
  );
}
