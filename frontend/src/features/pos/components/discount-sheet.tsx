import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { numberOrUndefined } from '@/lib/problem';
import { saleBody } from '@domain/pos';
import type { DiscountInput } from '../lib/ticket';
import '../locales/register';

/** POST /api/pos/sales' own discount schema: percent or amount (one of them), and the reason. */
const discountSchema = saleBody.shape.discount.unwrap();
const asNumber = (v: unknown) => (typeof v === 'string' ? numberOrUndefined(v.replace(',', '.')) : v);

interface Props {
  /** The shop's cap (percent of the subtotal). */
  maxPercent: number;
  initial: DiscountInput | null;
  onApply: (d: DiscountInput) => void;
  onClose: () => void;
}

/** A supervisor's discount on the ticket: percent or amount with its reason, checked by the body's schema. */
export function DiscountSheet({ maxPercent, initial, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const d = (key: string, o?: Record<string, unknown>) => t(`pos.discount.${key}`, o);
  const [kind, setKind] = useState<'percent' | 'amount'>(initial && 'amount' in initial ? 'amount' : 'percent');
  const form = useSchemaForm(discountSchema, {
    percent: initial && 'percent' in initial ? initial.percent : undefined,
    amount: initial && 'amount' in initial ? initial.amount : undefined,
    reason: initial?.reason ?? '',
  });
  const choose = (k: 'percent' | 'amount') => {
    setKind(k);
    form.setValue(k === 'percent' ? 'amount' : 'percent', undefined);
    form.forget('percent', 'amount', '');
  };
  const submit = form.handleSubmit((body) => {
    onApply(
      body.percent !== undefined
        ? { percent: body.percent, reason: body.reason }
        : { amount: body.amount ?? 0, reason: body.reason },
    );
    onClose();
  });
  const rootError = form.formState.errors.root?.message ?? form.errorOf('');
  return (
    <Sheet title={d('title')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} data-testid="pos-discount-sheet" noValidate>
        <div className="pos-segments" role="radiogroup" aria-label={d('title')}>
          {(['percent', 'amount'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              className={kind === k ? 'pos-segment on' : 'pos-segment'}
              onClick={() => choose(k)}
            >
              {d(k)}
            </button>
          ))}
        </div>
        <div className="group-body">
          <InputRow
            key={kind}
            label={kind === 'percent' ? d('percentLabel') : d('amountLabel')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            autoFocus
            data-testid="pos-discount-value"
            {...form.register(kind, { setValueAs: asNumber, onChange: () => form.forget(kind) })}
            error={form.errorOf(kind)}
          />
          <TextAreaRow
            label={d('reason')}
            placeholder={d('reasonPlaceholder')}
            rows={2}
            maxLength={200}
            data-testid="pos-discount-reason"
            {...form.register('reason', { onChange: () => form.forget('reason') })}
            error={form.errorOf('reason')}
          />
        </div>
        <p className="group-footer">{d('max', { max: maxPercent })}</p>
        {rootError ? (
          <div className="form-error" role="alert">
            {rootError}
          </div>
        ) : null}
        <div className="pos-sheet-actions">
          <button type="button" className="button plain" onClick={onClose}>
            {d('cancel')}
          </button>
          <button type="submit" className="button" data-testid="pos-discount-apply">
            {d('apply')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
