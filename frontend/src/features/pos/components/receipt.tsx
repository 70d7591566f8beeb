import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/stores/toast-store';
import { receiptPdfPath } from '../api/reads';
import { money, moment, registerNumber } from '../lib/format';
import { printPart } from '../lib/print';
import type { ReceiptFacts } from '../lib/ticket';
import '../locales/register';

/** The receipt as printed on the 80 mm roll (pos.css' print stylesheet): shop, date, lines, totals, payments, change, cashier, number. */
export function Receipt({ receipt }: { receipt: ReceiptFacts }) {
  const { t } = useTranslation();
  const r = (key: string, o?: Record<string, unknown>) => t(`pos.receipt.${key}`, o);
  return (
    <article className="pos-receipt" data-testid="pos-receipt">
      <header>
        <strong className="pos-receipt-shop">{r('shop')}</strong>
        <div>{moment(receipt.madeAt)}</div>
        <div data-testid="pos-receipt-number">
          {receipt.pendingSync ? r('pending') : r('number', { number: receipt.number })}
        </div>
        <div>
          {r('register', { register: t('pos.register', { n: registerNumber(receipt.registerId) }) })}
          {receipt.cashierName ? ` · ${r('cashier', { name: receipt.cashierName })}` : null}
        </div>
      </header>
      <table>
        <tbody>
          {receipt.lines.map((l) => (
            <tr key={l.productId}>
              <td>
                {l.name}
                <div className="pos-receipt-sub">
                  {l.quantity} × {money(l.unitPrice)}
                </div>
              </td>
              <td className="num">{money(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="pos-receipt-totals">
        <dt>{t('pos.counter.subtotal')}</dt>
        <dd>{money(receipt.subtotal)}</dd>
        {receipt.discount ? (
          <>
            <dt>{r('discount', { reason: receipt.discount.reason })}</dt>
            <dd>−{money(receipt.discount.amount)}</dd>
          </>
        ) : null}
        <dt>{t('pos.counter.tax', { rate: receipt.taxRate })}</dt>
        <dd>{money(receipt.tax)}</dd>
        <dt className="grand">{t('pos.counter.total')}</dt>
        <dd className="grand" data-testid="pos-receipt-total">
          {money(receipt.total)}
        </dd>
        {receipt.payments.map((p, i) => (
          <div key={i} className="pos-receipt-pay">
            <dt>{t(`pos.method.${p.method}`)}</dt>
            <dd>{money(p.amount)}</dd>
          </div>
        ))}
        <dt>{r('change')}</dt>
        <dd data-testid="pos-receipt-change">{money(receipt.change)}</dd>
      </dl>
      <p className="pos-receipt-thanks">{r('thanks')}</p>
    </article>
  );
}

/** After 'Cobrar': the receipt, print (80 mm), its PDF (once the server has the sale), a new sale. */
export function ReceiptSheet({ receipt, onClose }: { receipt: ReceiptFacts; onClose: () => void }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`pos.receipt.${key}`);
  return (
    <Sheet title={r('title')} open onClose={onClose}>
      <div className="pos-receipt-frame">
        <Receipt receipt={receipt} />
      </div>
      <div className="pos-sheet-actions">
        <button type="button" className="button plain" onClick={() => printPart('receipt')} data-testid="pos-print">
          {r('print')}
        </button>
        {receipt.pendingSync ? null : (
          <button
            type="button"
            className="button plain"
            onClick={() =>
              void downloadFile(receiptPdfPath(receipt.id), `recibo-${receipt.number}.pdf`).catch((e: unknown) =>
                toast.error(e instanceof Error ? e.message : String(e)),
              )
            }
            data-testid="pos-pdf"
          >
            {r('pdf')}
          </button>
        )}
        <button type="button" className="button" onClick={onClose} data-testid="pos-new-sale" autoFocus>
          {r('newSale')}
        </button>
      </div>
    </Sheet>
  );
}
