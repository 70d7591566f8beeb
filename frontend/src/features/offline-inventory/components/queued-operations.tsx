import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { FormSheet } from '@/components/ui/form-sheet';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/money';
import { desktopBridge, inputOf } from '../bridge';
import type { ConsignmentLinesInput, QueuedOperation } from '../bridge/contract';
import { useConsignments, useQueue } from '../hooks/use-desktop';
import { refusalOf, useBridgeCall } from '../hooks/use-operation';
import { FixOperationSheet } from './fix-operation-sheet';

/**
 * The queue: what was done on this device and not yet accepted by the server, oldest first. A
 * refused operation shows the server's reason word for word and waits for a person: 'Corregir'
 * (the same form, filled in) or 'Descartar' (after a confirmation). Nothing refused is dropped silently.
 */
export function QueuedOperations() {
  const { t } = useTranslation();
  const queue = useQueue();
  const agreements = useConsignments().data;
  const [fixing, setFixing] = useState<QueuedOperation | null>(null);
  const [discarding, setDiscarding] = useState<QueuedOperation | null>(null);
  const ops = queue.data ?? [];
  // A sale or return is corrected against its agreement: without it in the local copy there is no form.
  const fixable = (op: QueuedOperation) =>
    !op.kind.startsWith('register-consignment') ||
    Boolean(agreements?.some((a) => a.id === (inputOf(op) as ConsignmentLinesInput).agreementId));

  return (
    <section className="group" aria-label={t('offlineInventory.queue.title')} data-testid="sync-queue">
      <h2 className="group-header">{t('offlineInventory.queue.title', { count: ops.length })}</h2>
      {queue.isPending ? (
        <SkeletonRows rows={2} />
      ) : queue.error ? (
        <LoadFailed
          title={t('offlineInventory.queue.loadFailed')}
          reason={queue.error.message}
          onRetry={() => void queue.refetch()}
        />
      ) : ops.length === 0 ? (
        <p className="group-footer" data-testid="sync-queue-empty">
          {t('offlineInventory.queue.empty')}
        </p>
      ) : (
        <ul className="group-body oi-queue">
          {ops.map((op) => (
            <li key={op.seq} className="oi-op" data-testid="queued-op" data-status={op.status} data-seq={op.seq}>
              <div className="oi-op-head">
                <span className="oi-op-summary">{op.summary}</span>
                <Badge tone={op.status === 'failed' ? 'danger' : 'warning'}>
                  {t(`offlineInventory.queue.status.${op.status}`)}
                </Badge>
              </div>
              <time className="oi-muted" dateTime={op.createdAt}>
                {formatDateTime(op.createdAt)}
              </time>
              {op.status === 'failed' ? (
                <>
                  <p className="form-error oi-op-error" data-testid="queued-op-error">
                    {op.error || t('offlineInventory.unknownError')}
                  </p>
                  <div className="chip-row">
                    {fixable(op) ? (
                      <button
                        type="button"
                        className="chip small primary"
                        onClick={() => setFixing(op)}
                        data-testid="op-fix"
                      >
                        {t('offlineInventory.queue.fix')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="chip small danger"
                      onClick={() => setDiscarding(op)}
                      data-testid="op-discard"
                    >
                      {t('offlineInventory.queue.discard')}
                    </button>
                  </div>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {fixing ? <FixOperationSheet op={fixing} onClose={() => setFixing(null)} /> : null}
      {discarding ? <DiscardSheet op={discarding} onClose={() => setDiscarding(null)} /> : null}
    </section>
  );
}

/** 'Descartar' asks first: the operation will never reach the server. */
function DiscardSheet({ op, onClose }: { op: QueuedOperation; onClose: () => void }) {
  const { t } = useTranslation();
  const { run, pending } = useBridgeCall();
  const [refusal, setRefusal] = useState<string | null>(null);
  const discard = async () => {
    const result = await run('discard', () => desktopBridge.discardOperation(op.seq));
    if (result?.success) onClose();
    else setRefusal(refusalOf(result, t('offlineInventory.toast.discardFailed')));
  };
  return (
    <FormSheet
      title={t('offlineInventory.queue.discardTitle')}
      message={t('offlineInventory.queue.discardMessage', { summary: op.summary })}
      confirmLabel={t('offlineInventory.queue.discard')}
      destructive
      pending={pending}
      refusal={refusal}
      onConfirm={() => void discard()}
      onClose={onClose}
      testId="discard-form"
    />
  );
}
