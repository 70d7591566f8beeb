import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type SessionView } from '@domain/pos';
import { money } from '../lib/format';
import '../locales/register';

/** The X report (open session) or the Z report (closed): sales, gross, discounts, refunds, tax, by method, by cashier, cash. */
export function SessionReport({ session }: { session: SessionView }) {
  const { t } = useTranslation();
  const r = (key: string, o?: Record<string, unknown>) => t(`pos.report.${key}`, o);
  const rep = session.report;
  const closed = session.status === 'closed';
  const figures: [string, string, string][] = [
    ['salesCount', r('salesCount'), String(rep.salesCount)],
    ['gross', r('gross'), money(rep.gross)],
    ['discounts', r('discounts'), `−${money(rep.discounts)}`],
    ['refunds', r('refunds'), `−${money(rep.refunds)}`],
    ['tax', r('tax'), money(rep.tax)],
    ['net', r('net'), money(rep.net)],
  ];
  return (
    <div className="pos-report" data-testid={closed ? 'pos-z-report' : 'pos-x-report'}>
      <dl className="pos-report-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className={key === 'net' ? 'pos-figure grand' : 'pos-figure'} data-testid={`report-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="pos-report-columns">
        <section>
          <h3>{r('byMethod')}</h3>
          <dl className="pos-report-list">
            {PAYMENT_METHODS.map((m) => (
              <div key={m} data-testid={`report-method-${m}`}>
                <dt>{t(`pos.method.${m}`)}</dt>
                <dd>{money(rep.byMethod[m] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section>
          <h3>{r('byCashier')}</h3>
          {rep.byCashier.length === 0 ? (
            <p className="pos-muted">{r('noSales')}</p>
          ) : (
            <dl className="pos-report-list">
              {rep.byCashier.map((c) => (
                <div key={c.cashierId}>
                  <dt>{c.name ?? t('pos.admin.noName')}</dt>
                  <dd>{r('cashierLine', { count: c.salesCount, total: money(c.total) })}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
      <dl className="pos-report-list pos-report-cash">
        <div>
          <dt>{r('openingCash')}</dt>
          <dd>{money(rep.openingCash)}</dd>
        </div>
        <div data-testid="report-expected">
          <dt>{r('expectedCash')}</dt>
          <dd>{money(rep.expectedCash)}</dd>
        </div>
        {closed && session.countedCash !== null ? (
          <>
            <div data-testid="report-counted">
              <dt>{r('countedCash')}</dt>
              <dd>{money(session.countedCash)}</dd>
            </div>
            <div data-testid="report-difference" className={session.difference ? 'pos-diff off' : 'pos-diff'}>
              <dt>{r('difference')}</dt>
              <dd>{money(session.difference ?? 0)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {closed && session.notes ? <p className="pos-report-notes">{session.notes}</p> : null}
    </div>
  );
}
