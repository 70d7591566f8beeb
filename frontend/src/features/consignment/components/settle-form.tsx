import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { formatCount, formatMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { settleAgreementBody, type AgreementView } from '@domain/consignment';
import { useSettleAgreement } from '../api/commands';
import { failureText } from '@/lib/problem';
import { TextAreaRow } from '@/components/ui/form-fields';
import { StatementButton } from './statement-button';

/** The notes as settleAgreementBody takes them (blank: none). */
const settleForm = z.preprocess(
  (f: { notes: string }) => ({ notes: f.notes.trim() || undefined }),
  settleAgreementBody,
);

/**
 * Spec 2.5/4 "settle agreement": a confirmation that says what settling does (no more sales or
 * returns; what was neither sold nor returned comes back on its own), then the statement PDF.
 */
export function SettleForm({ agreement: a, onClose }: { agreement: AgreementView; onClose: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, errorOf, showServerErrors } = useSchemaForm(settleForm, { notes: '' });
  const [settled, setSettled] = useState(false);
  const settle = useSettleAgreement();
  const unsold = a.items.reduce((n, i) => n + i.remaining, 0);
  const money = (n: number) => formatMoney(n);

  if (settled) {
    return (
      <div data-testid="settle-done">
        <p className="notice" role="status">
          {t('consignment.settle.done', { code: a.code })}
        </p>
        <div className="sheet-actions">
          <StatementButton agreement={{ ...a, status: 'settled' }} plain />
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    );
  }
  if (a.status !== 'active') return <p className="notice">{t('consignment.lines.notActive')}</p>;

  const submit = handleSubmit((body) =>
    settle.mutate(
      { id: a.id, body },
      {
        onSuccess: () => {
          toast.success(t('consignment.toast.settled'));
          setSettled(true);
        },
        onError: (error) => {
          showServerErrors(error);
          toast.error(failureText(t('consignment.toast.settleFailed'), error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} aria-label={t('consignment.settle.title')} noValidate data-testid="settle-form">
      <p className="notice">
        {t('consignment.settle.confirm', {
          code: a.code,
          partner: a.partner.tradeName || a.partner.businessName,
        })}
      </p>
      <GroupedList
        header={t('consignment.settle.summary')}
        footer={t('consignment.settle.explain', {
          count: unsold,
          formatted: formatCount(unsold),
        })}
      >
        <ListRow title={t('consignment.settle.sold')} detail={money(a.soldValue)} />
        <ListRow title={t('consignment.settle.commission')} detail={money(a.commissionTotal)} />
        <ListRow
          title={t('consignment.settle.net')}
          detail={<strong>{money(a.netValue)}</strong>}
          testId="settle-net"
        />
        <ListRow title={t('consignment.settle.unsold')} detail={formatCount(unsold)} testId="settle-unsold" />
      </GroupedList>
      <GroupedList>
        <TextAreaRow label={t('consignment.settle.notes')} {...register('notes')} error={errorOf('notes')} />
      </GroupedList>
      <div className="sheet-actions">
        <button type="button" className="button plain" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button className="button" type="submit" disabled={settle.isPending}>
          {settle.isPending ? t('common.saving') : t('consignment.settle.submit')}
        </button>
      </div>
    </form>
  );
}
