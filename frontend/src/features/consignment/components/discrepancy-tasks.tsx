import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import type { DiscrepancyView } from '@domain/consignment';
import { useDiscrepancies, useResolveDiscrepancy } from '../api/tasks';

/**
 * "Tareas" on the consignment screen (issue 45): the open discrepancies partners reported from their
 * portal — who, which agreement and line, what they said, when — each closed with "Resolver" and an
 * optional note. Nothing open: a one-line note, so the screen keeps its place.
 */
export function DiscrepancyTasks({ base }: { base: string }) {
  const { t } = useTranslation();
  const open = useDiscrepancies('open');
  return (
    <GroupedList header={t('consignment.tasks.title')} footer={t('consignment.tasks.footer')}>
      <div data-testid="consignment-tasks">
        {open.isPending ? <SkeletonRows rows={2} /> : null}
        {open.error ? (
          <div className="row">
            <span className="row-main">{t('consignment.tasks.loadFailed')}</span>
            <button type="button" className="link-button" onClick={() => void open.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        {open.data?.length === 0 ? (
          <div className="row" data-testid="consignment-tasks-none">
            <span className="row-main">{t('consignment.tasks.none')}</span>
          </div>
        ) : null}
        {open.data?.map((task) => (
          <Task key={task.id} task={task} base={base} />
        ))}
      </div>
    </GroupedList>
  );
}

function Task({ task, base }: { task: DiscrepancyView; base: string }) {
  const { t } = useTranslation();
  const [resolving, setResolving] = useState(false);
  const [note, setNote] = useState('');
  const resolve = useResolveDiscrepancy();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    resolve.mutate(
      { id: task.id, agreementId: task.agreementId, note: note.trim() || undefined },
      {
        onSuccess: () => toast.success(t('consignment.tasks.resolved')),
        onError: (err) => toast.error(err.message),
      },
    );
  };
  return (
    <div className="row task-row" data-testid="consignment-task">
      <span className="row-main">
        <span className="row-title">
          <Link to={`${base}/${task.agreementId}`}>
            {t('consignment.tasks.line', { partner: task.partnerName, code: task.code })}
          </Link>
        </span>
        <div className="row-subtitle task-note">
          {t('consignment.tasks.product', { product: task.productName, note: task.note })}
        </div>
        <div className="row-subtitle">
          {t('consignment.tasks.reported', {
            name: task.reportedBy.name ?? t('consignment.feedback.someone'),
            date: formatDateTime(task.reportedAt),
          })}
        </div>
        {resolving ? (
          <form onSubmit={submit} className="task-resolve" aria-label={t('consignment.tasks.resolve')}>
            <Field
              label={t('consignment.tasks.resolveNote')}
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
              data-testid="task-resolve-note"
            />
            <div className="chip-row">
              <button type="submit" className="chip primary" disabled={resolve.isPending} data-testid="task-confirm">
                {resolve.isPending ? t('common.saving') : t('consignment.tasks.confirm')}
              </button>
              <button type="button" className="chip" onClick={() => setResolving(false)}>
                {t('consignment.tasks.cancel')}
              </button>
            </div>
          </form>
        ) : null}
      </span>
      {resolving ? null : (
        <button type="button" className="chip" onClick={() => setResolving(true)} data-testid="task-resolve">
          {t('consignment.tasks.resolve')}
        </button>
      )}
    </div>
  );
}
