import { useTranslation } from 'react-i18next';
import type { ConsignmentReport } from '@domain/reports';
import { formatCount, formatMoney } from '@/lib/money';
import { shownPercent } from '../lib/format';
import '../tables.css';

const money = (n: number | null) => formatMoney(n, 'consignment');

/** Spec 2.6's per-partner table: agreements, active, value, sold, commission, net and % sold, largest first. */
export function PartnersTable({ rows }: { rows: ConsignmentReport['partners'] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="rp-empty" data-testid="partners-empty">
        {t('reports.partners.empty')}
      </p>
    );
  const c = (key: string) => t(`reports.columns.${key}`);
  const numbers = ['agreements', 'active', 'value', 'sold', 'commission', 'net', 'percent'];
  return (
    <div className="data-table-wrap flat">
      <table className="data-table rp-table" data-testid="partners-table">
        <thead>
          <tr>
            <th scope="col">{c('partner')}</th>
            {numbers.map((key) => (
              <th scope="col" className="num" key={key}>
                {c(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => {
            const cells = [
              formatCount(p.agreements),
              formatCount(p.active),
              money(p.totalValue),
              money(p.soldValue),
              money(p.commissionTotal),
              money(p.netValue),
              shownPercent(p.salesPercentage),
            ];
            return (
              <tr key={p.partnerId} data-testid="partner-row">
                <td className="rp-title" data-label={c('partner')}>
                  {p.businessName}
                </td>
                {cells.map((text, i) => (
                  <td className="num" data-label={c(numbers[i]!)} key={numbers[i]}>
                    {text}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
