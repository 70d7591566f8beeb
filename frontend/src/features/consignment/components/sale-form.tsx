import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { formatMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import type { AgreementView } from '../../../../../domain/consignment/views';
import { useRegisterSale } from '../api/agreement-commands';
import { failureText, fieldErrorsOf, type FieldErrors } from '@/lib/problem';
import { blankLine, checkLines, lineAmounts, sumAmounts, withRemaining, type Line } from '../lib/sale-lines';
import { ErrorLine, TextAreaRow } from '@/components/ui/form-fields';
import { LineRows } from './line-rows';

/** Spec 2.5/5 "register sale": price and commission copied from the item, quantity capped, totals live. */
export function SaleForm({ agreement, onDone }: { agreement: AgreementView; onDone: () => void }) {
  const { t } = useTranslation();
  const items = withRemaining(agreement.items);
  const [lines, setLines] = useState<Line[]>(() => [blankLine()]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const sale = useRegisterSale();
  const totals = sumAmounts(lines.map((l) => lineAmounts(items.find((i) => i.product === l.productId), l.quantity)));
  const money = (cents: number) => formatMoney(cents / 100, 'consignment');

  if (agreement.status !== 'active') return <p className="notice">{t('consignment.lines.notActive')}</p>;
  if (items.length === 0) return <p className="notice">{t('consignment.lines.nothingLeft')}</p>;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkLines(lines, items, 'sale');
    if (Object.keys(checked.errors).length) return setErrors(checked.errors);
    setErrors({});
    sale.mutate({ id: agreement.id, body: { items: checked.items, notes: notes.trim() || undefined } }, {
      onSuccess: () => {
        toast.success(t('consignment.toast.sold'));
        onDone();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(failureText(t('consignment.toast.saleFailed'), error));
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label={t('consignment.sale.title')} noValidate data-testid="sale-form">
      <section className="group">
        <h2 className="group-header">{t('consignment.sale.items', { code: agreement.code })}</h2>
        <LineRows lines={lines} items={items} errors={errors} priced onChange={(l) => setLines(lines.map((x) => (x.key === l.key ? l : x)))}
          onRemove={(key) => setLines(lines.filter((l) => l.key !== key))} />
        <ErrorLine error={errors.items} />
        {lines.length < items.length ? (
          <div className="cs-actions">
            <button type="button" className="chip" onClick={() => setLines([...lines, blankLine()])}>{t('consignment.lines.addLine')}</button>
          </div>
        ) : null}
      </section>
      <GroupedList header={t('consignment.sale.totals')}>
        <dl className="live-totals" data-testid="sale-totals">
          <dt>{t('consignment.sale.gross')}</dt><dd data-testid="sale-gross">{money(totals.grossCents)}</dd>
          <dt>{t('consignment.sale.commission')}</dt><dd data-testid="sale-commission">{money(totals.commissionCents)}</dd>
          <dt className="net">{t('consignment.sale.net')}</dt><dd className="net" data-testid="sale-net">{money(totals.netCents)}</dd>
        </dl>
      </GroupedList>
      <GroupedList>
        <TextAreaRow label={t('consignment.sale.notes')} value={notes} onChange={setNotes} error={errors.notes} />
      </GroupedList>
      <button className="button" type="submit" disabled={sale.isPending}>{sale.isPending ? t('common.saving') : t('consignment.sale.submit')}</button>
    </form>
  );
}
