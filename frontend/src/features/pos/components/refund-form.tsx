import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { uuid } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { PAYMENT_METHODS, refundBody, type PaymentMethod, type SaleView } from '@domain/pos';
import { useRefundSale } from '../api/commands';
import { money } from '../lib/format';
import { defaultMethod, leftOf, refundPreview } from '../lib/refund';
import '../locales/register';

/**
 * A supervisor's refund of one sale: all that is left or chosen units per line (at most what is still
 * refundable), how the money goes back, the reason. The amount shown is the sale's own arithmetic
 * (lib/refund.ts); POST /api/pos/sales/:id/refund decides, and its refusal is shown as it comes.
 */
export function RefundForm({ sale }: { sale: SaleView }) {
  const { t } = useTranslation();
  const f = (key: string, o?: Record<string, unknown>) => t(`pos.refund.${key}`, o);
  const [all, setAll] = useState(true);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [method, setMethod] = useState<PaymentMethod>(() => defaultMethod(sale));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  // One id per refund meant (a new form after each refund): a resend is the same refund, never a second.
  const [refundId] = useState(uuid);
  const refund = useRefundSale();
  const open = sale.lines.filter((l) => leftOf(l) > 0);
  const items = all ? null : open.map((l) => ({ productId: l.productId, quantity: counts[l.productId] ?? 0 }));
  const chosen = items?.filter((i) => i.quantity > 0) ?? null;
  const preview = chosen?.length === 0 ? null : refundPreview(sale, chosen);
  const setCount = (productId: string, n: number, most: number) => {
    setCounts({ ...counts, [productId]: Math.min(most, Math.max(0, Math.trunc(n) || 0)) });
    setErrors({});
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen?.length === 0) return setErrors({ form: f('chooseOne') });
    const parsed = refundBody.safeParse({ refundId, method, reason, ...(chosen ? { items: chosen } : {}) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors(issue?.path[0] === 'reason' ? { reason: issue.message } : { form: issue?.message });
    }
    if (preview && 'problem' in preview) return setErrors({ form: preview.problem });
    // Awaited rather than mutate()'s callbacks: the sale read again with the refund re-keys this form
    // (or replaces it with the "fully refunded" note) before the other pos reads are back, and an
    // unmounted form's callbacks never run — the toast would be lost.
    refund.mutateAsync({ id: sale.id, body: parsed.data }).then(
      () => toast.success(f('done')),
      (error: unknown) => {
        const byField = fieldErrorsOf(error);
        const others = Object.entries(byField).filter(([path]) => path !== 'reason');
        const message = error instanceof Error ? error.message : String(error);
        setErrors({
          reason: byField.reason,
          form: others.length ? others.map(([, m]) => m).join(' ') : byField.reason ? undefined : message,
        });
      },
    );
  };
  const segment = (on: boolean, label: string, onClick: () => void, testId: string) => (
    <button
      key={testId}
      type="button"
      role="radio"
      aria-checked={on}
      className={on ? 'pos-segment on' : 'pos-segment'}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <form className="pos-refund" onSubmit={submit} noValidate data-testid="sale-refund-form">
      <h3 className="group-header">{f('title')}</h3>
      <div className="pos-segments" role="radiogroup" aria-label={f('what')}>
        {segment(all, f('all'), () => (setAll(true), setErrors({})), 'sale-refund-all')}
        {segment(!all, f('lines'), () => (setAll(false), setErrors({})), 'sale-refund-lines')}
      </div>
      {all ? null : (
        <ul className="pos-lines pos-refund-lines">
          {open.map((l) => {
            const n = counts[l.productId] ?? 0;
            const most = leftOf(l);
            return (
              <li key={l.productId} className="pos-line" data-testid={`sale-refund-line-${l.sku}`}>
                <div className="pos-line-main">
                  <span className="pos-line-name">{l.name}</span>
                  <span className="pos-muted">{f('left', { count: most, price: money(l.unitPrice) })}</span>
                </div>
                <div className="pos-qty">
                  <button
                    type="button"
                    className="pos-qty-button"
                    onClick={() => setCount(l.productId, n - 1, most)}
                    disabled={n === 0}
                    aria-label={f('less', { name: l.name })}
                  >
                    −
                  </button>
                  <input
                    className="pos-refund-qty"
                    type="number"
                    inputMode="numeric"
                    min="0"
                    max={most}
                    step="1"
                    value={String(n)}
                    onChange={(e) => setCount(l.productId, Number(e.target.value), most)}
                    aria-label={f('quantity', { name: l.name })}
                    data-testid="sale-refund-qty"
                  />
                  <button
                    type="button"
                    className="pos-qty-button"
                    onClick={() => setCount(l.productId, n + 1, most)}
                    disabled={n >= most}
                    aria-label={f('more', { name: l.name })}
                  >
                    +
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="pos-segments pos-refund-methods" role="radiogroup" aria-label={f('method')}>
        {PAYMENT_METHODS.map((m) =>
          segment(method === m, t(`pos.method.${m}`), () => setMethod(m), `sale-refund-method-${m}`),
        )}
      </div>
      <div className="group-body">
        <TextAreaRow
          label={f('reason')}
          placeholder={f('reasonPlaceholder')}
          rows={2}
          maxLength={300}
          value={reason}
          onChange={(e) => (setReason(e.target.value), setErrors({ ...errors, reason: undefined }))}
          error={errors.reason}
          data-testid="sale-refund-reason"
        />
      </div>
      {errors.form ? (
        <div className="form-error" role="alert" data-testid="sale-refund-error">
          {errors.form}
        </div>
      ) : null}
      <div className="pos-sheet-actions">
        <button type="submit" className="button destructive" disabled={refund.isPending} data-testid="sale-refund">
          {refund.isPending
            ? f('refunding')
            : preview && 'amount' in preview
              ? f('submitAmount', { amount: money(preview.amount) })
              : f('submit')}
        </button>
      </div>
    </form>
  );
}
