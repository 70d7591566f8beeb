import { useTranslation } from 'react-i18next';
import { toPesos } from '@domain/billing';

/** Subtotal, IVA at the configured rate and total (spec 2.8), computed as the server computes them. */
export function InvoiceTotals({
  totals,
  taxRateBasisPoints,
  money,
}: {
  totals: { subtotalCents: number; taxCents: number; totalCents: number };
  taxRateBasisPoints: number;
  money: (pesos: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="group-body">
      <dl className="figures live-totals" data-testid="invoice-totals">
        <dt>{t('billing.form.subtotal')}</dt>
        <dd data-testid="form-subtotal">{money(toPesos(totals.subtotalCents))}</dd>
        <dt>{t('billing.form.tax', { rate: taxRateBasisPoints / 100 })}</dt>
        <dd data-testid="form-tax">{money(toPesos(totals.taxCents))}</dd>
        <dt className="net">{t('billing.form.total')}</dt>
        <dd className="net" data-testid="form-total">
          {money(toPesos(totals.totalCents))}
        </dd>
      </dl>
    </div>
  );
}
