import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/stores/toast-store';
import { useSessionStore } from '@/stores/session-store';
import type { SaleView } from '@domain/pos';
import { receiptPdfPath, useSale } from '../api/reads';
import { money, moment, registerNumber } from '../lib/format';
import { fullyRefunded, mayRefund } from '../lib/refund';
import { RefundForm } from './refund-form';
import '../locales/register';

/**
 * One sale from the dashboard (GET /api/pos/sales/:id): its ticket, payments and change, the refunds
 * made, the receipt's PDF, and — for a supervisor, an admin or the owner — the refund form. The sheet
 * reads the sale again after a refund (the pos reads wait for its position), so the refund shows here.
 */
export function SaleSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const sale = useSale(id);
  const user = useSessionStore((s) => s.user);
  const view = sale.data;
  return (
    <Sheet title={view ? t('pos.sale.title', { number: view.number }) : t('pos.sale.loading')} open onClose={onClose}>
      {view ? (
        <div className="pos-sale" data-testid="sale-sheet">
          <SaleDetails sale={view} />
          <SaleRefunds sale={view} />
          {fullyRefunded(view) ? (
            <p className="pos-sale-note" role="status" data-testid="sale-fully-refunded">
              {t('pos.sale.fullyRefunded')}
            </p>
          ) : mayRefund(user) ? (
            // Keyed by the refunds made: after one, the form starts again from what is left.
            <RefundForm key={view.refunds.length} sale={view} />
          ) : (
            <p className="group-footer" data-testid="sale-refund-only">
              {t('pos.sale.onlySupervisor')}
            </p>
          )}
        </div>
      ) : sale.error ? (
        <LoadFailed title={t('pos.sale.loadFailed')} reason={sale.error.message} onRetry={() => void sale.refetch()} />
      ) : (
        <div aria-busy="true" data-testid="sale-loading">
          <SkeletonRows rows={6} />
        </div>
      )}
    </Sheet>
  );
}

function SaleDetails({ sale }: { sale: SaleView }) {
  const { t } = useTranslation();
  const s = (key: string, o?: Record<string, unknown>) => t(`pos.sale.${key}`, o);
  const pdf = () =>
    void downloadFile(receiptPdfPath(sale.id), `recibo-${sale.number}.pdf`).catch((e: unknown) =>
      toast.error(`${s('pdfFailed')}: ${e instanceof Error ? e.message : String(e)}`),
    );
  return (
    <>
      <dl className="pos-sale-facts">
        <div>
          <dt>{s('when')}</dt>
          <dd data-testid="sale-when">{moment(sale.madeAt)}</dd>
        </div>
        <div>
          <dt>{s('cashier')}</dt>
          <dd>{sale.cashierName ?? t('pos.admin.noName')}</dd>
        </div>
        <div>
          <dt>{s('register')}</dt>
          <dd>{t('pos.register', { n: registerNumber(sale.registerId) })}</dd>
        </div>
      </dl>
      <ul className="pos-lines pos-sale-lines" aria-label={s('lines')} data-testid="sale-lines">
        {sale.lines.map((l) => (
          <li key={l.productId} className="pos-sale-line" data-testid={`sale-line-${l.sku}`}>
            <div className="pos-line-main">
              <span className="pos-line-name">{l.name}</span>
              <span className="pos-muted">
                {s('lineSub', { quantity: l.quantity, price: money(l.unitPrice) })}
                {l.refunded > 0 ? (
                  <span className="pos-sale-refunded" data-testid="sale-line-refunded">
                    {s('refundedUnits', { count: l.refunded })}
                  </span>
                ) : null}
              </span>
            </div>
            <strong className="pos-line-total">{money(l.lineTotal)}</strong>
          </li>
        ))}
      </ul>
      <dl className="pos-totals pos-sale-totals">
        <dt>{t('pos.counter.subtotal')}</dt>
        <dd>{money(sale.subtotal)}</dd>
        {sale.discount ? (
          <>
            <dt className="pos-sale-discount">{t('pos.receipt.discount', { reason: sale.discount.reason })}</dt>
            <dd>−{money(sale.discount.amount)}</dd>
          </>
        ) : null}
        <dt>{t('pos.counter.tax', { rate: sale.taxRate })}</dt>
        <dd>{money(sale.tax)}</dd>
        <dt className="grand">{t('pos.counter.total')}</dt>
        <dd className="grand" data-testid="sale-total">
          {money(sale.total)}
        </dd>
        {sale.payments.map((p, i) => (
          <div key={i} className="pos-receipt-pay">
            <dt>{t(`pos.method.${p.method}`)}</dt>
            <dd>{money(p.amount)}</dd>
          </div>
        ))}
        <dt>{t('pos.receipt.change')}</dt>
        <dd>{money(sale.change)}</dd>
      </dl>
      <div className="pos-sheet-actions">
        <button type="button" className="button plain" onClick={pdf} data-testid="sale-pdf">
          {s('pdf')}
        </button>
      </div>
    </>
  );
}

function SaleRefunds({ sale }: { sale: SaleView }) {
  const { t } = useTranslation();
  if (sale.refunds.length === 0) return null;
  return (
    <section className="pos-sale-refunds" aria-label={t('pos.sale.refunds')}>
      <h3 className="group-header">{t('pos.sale.refunds')}</h3>
      <ul className="group-body" data-testid="sale-refunds">
        {sale.refunds.map((r) => (
          <li key={r.id} data-testid="sale-refund-item">
            <div className="pos-sale-refund-head">
              <strong data-testid="sale-refund-amount">−{money(r.amount)}</strong>
              <span>{t(`pos.method.${r.method}`)}</span>
            </div>
            <div className="pos-sale-refund-reason">{r.reason}</div>
            <div className="pos-muted">
              {t('pos.sale.refundBy', { at: moment(r.at), name: r.by ?? t('pos.admin.noName') })}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
