import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/stores/toast-store';
import { closeSessionBody, type SessionView } from '@domain/pos';
import { useCloseSession } from '../api/commands';
import { countedOf, denominations, money } from '../lib/format';
import '../locales/register';

/**
 * Close the session: the cash counted note by note and coin by coin (the shop's money), the expected cash beside
 * it and the difference, the notes; POST /api/pos/sessions/:id/close's schema checks it → the Z report.
 */
export function CloseSessionSheet({
  session,
  onClosed,
  onClose,
}: {
  session: SessionView;
  onClosed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.cashier.${key}`, o);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const form = useSchemaForm(closeSessionBody, { countedCash: {}, notes: '' });
  const close = useCloseSession();
  const counted = countedOf(counts);
  const difference = Math.round((counted - session.report.expectedCash) * 100) / 100;
  const setCount = (d: string, text: string) => {
    const n = text.trim() === '' ? 0 : Number(text);
    const next = { ...counts, [d]: Number.isFinite(n) ? n : 0 };
    setCounts(next);
    form.setValue('countedCash', next);
    form.forget('countedCash');
  };
  const submit = form.handleSubmit((body) =>
    close.mutate(
      { id: session.id, body },
      {
        onSuccess: () => {
          toast.success(c('closed'));
          onClosed();
        },
        onError: (e) => form.showServerErrors(e),
      },
    ),
  );
  return (
    <Sheet title={c('closeTitle')} open onClose={onClose} wide>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="pos-close-form">
        <p className="group-header">{c('count')}</p>
        <div className="pos-denominations">
          {denominations().map((d) => (
            <label key={d} className="pos-denomination">
              <span>{money(Number(d))}</span>
              <input
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                value={counts[d] ? String(counts[d]) : ''}
                placeholder="0"
                onChange={(e) => setCount(d, e.target.value)}
                aria-label={money(Number(d))}
                data-testid={`pos-count-${d}`}
              />
            </label>
          ))}
        </div>
        {form.errorOf('countedCash') ? (
          <p className="field-error" role="alert">
            {form.errorOf('countedCash')}
          </p>
        ) : null}
        <dl className="pos-count-summary">
          <div>
            <dt>{c('counted')}</dt>
            <dd data-testid="pos-counted">{money(counted)}</dd>
          </div>
          <div>
            <dt>{c('expected')}</dt>
            <dd>{money(session.report.expectedCash)}</dd>
          </div>
          <div className={difference ? 'pos-diff off' : 'pos-diff'}>
            <dt>{c('difference')}</dt>
            <dd data-testid="pos-difference">{money(difference)}</dd>
          </div>
        </dl>
        <div className="group-body">
          <TextAreaRow
            label={c('notes')}
            placeholder={c('notesPlaceholder')}
            rows={2}
            maxLength={500}
            {...form.register('notes', { onChange: () => form.forget('notes') })}
            error={form.errorOf('notes')}
          />
        </div>
        {close.error ? (
          <div className="form-error" role="alert" data-testid="pos-close-error">
            {close.error.message}
          </div>
        ) : null}
        <div className="pos-sheet-actions">
          <button type="button" className="button plain" onClick={onClose}>
            {t('pos.discount.cancel')}
          </button>
          <button
            type="submit"
            className="button destructive"
            disabled={close.isPending}
            data-testid="pos-close-confirm"
          >
            {c('confirmClose')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
