import { useTranslation } from 'react-i18next';
import { StatCards } from '@/components/ui/stat-cards';
import { useOwnerFigures } from '../api/reads';
import type { OwnerFiguresAnswer } from '@domain/reports';
import { money, share } from '../lib/format';
import { FigureLink } from './figure-link';
import { FiguresFrame } from './figures-frame';
import { OperationsCards, SalesByChannel, SalesCards } from './shop-figures';

/** The owner's finances from the books: the month's margin, the cash position, what is owed to the shop. */
function BooksCards({ data }: { data: OwnerFiguresAnswer | undefined }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`dashboardFigures.books.${key}`);
  const b = data?.books;
  const link = (key: string, cents: number) => (
    <FigureLink to="/admin/accounting" value={cents} text={money(cents)} testId={`owner-${key}-link`} />
  );
  return (
    <StatCards
      className="dash-three"
      label={w('label')}
      cards={[
        {
          key: 'owner-margin',
          label: w('margin'),
          value: b && (
            <>
              {link('margin', b.month.marginCents)}
              <span className="dash-sub">{share(b.month.marginBasisPoints)}</span>
            </>
          ),
          tone: b && b.month.marginCents < 0 ? 'danger' : undefined,
          subline: true,
        },
        { key: 'owner-cash', label: w('cash'), value: b && link('cash', b.cash.totalCents) },
        {
          key: 'owner-receivables',
          label: w('receivables'),
          value: b && link('receivables', b.receivables.totalCents),
        },
      ]}
    />
  );
}

/**
 * The owner's landing figures (issue 20): sales by channel today, this week and this month, the
 * books (margin, cash, receivables), the stock, today's deliveries, the subscriptions and who is at
 * work — live: any projection they come from moving refetches them (refreshedBy in the feature's keys.ts).
 */
export function OwnerFigures() {
  return (
    <FiguresFrame
      testId="owner-figures"
      query={useOwnerFigures()}
      cards={(data) => (
        <>
          <SalesCards data={data} prefix="owner" />
          <BooksCards data={data} />
          <OperationsCards data={data} prefix="owner" />
        </>
      )}
      details={(data) => <SalesByChannel data={data} prefix="owner" />}
    />
  );
}
