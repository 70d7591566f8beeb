import { useTranslation } from 'react-i18next';
import { StatCards } from '@/components/ui/stat-cards';
import { ACCOUNTS } from '@domain/accounting';
import { useBalanceSheet, useIncomeStatement } from '../api/reads';
import { money } from '../lib/format';
import '../locales/register';

/** Gross margin: revenue less the cost of what was sold, and its share of the revenue. */
function marginOf(revenue: number, costOfSales: number) {
  const margin = revenue - costOfSales;
  return revenue > 0 ? `${money(margin)} · ${Math.round((margin / revenue) * 100)} %` : money(margin);
}

/**
 * The month so far (the income statement without a period is the shop's month to its today): revenue,
 * gross margin, expenses, result, and the revenue by channel (one sales account per channel); from the
 * balance sheet as of today, the cash position (till, cards, bank) and the receivables (customers and
 * consignment partners).
 */
export function PeriodFigures() {
  const { t } = useTranslation();
  const w = (key: string) => t(`accounting.figures.${key}`);
  const income = useIncomeStatement({});
  const sheet = useBalanceSheet({});
  const i = income.data;
  // The owner's dashboard shows the same two figures by the same definition (decision 0134).
  const position = sheet.data?.position;
  const failed = (income.error && !i) || (sheet.error && !sheet.data);
  const costOfSales = i?.expenses.find((e) => e.code === ACCOUNTS.costOfGoodsSold)?.balance ?? 0;
  const channels = i?.revenue.filter((r) => r.balance !== 0) ?? [];
  return (
    <>
      <StatCards
        label={w('label')}
        failed={
          failed
            ? {
                message: `${w('failed')}: ${(income.error ?? sheet.error)?.message ?? ''}`,
                onRetry: () => void Promise.all([income.refetch(), sheet.refetch()]),
              }
            : undefined
        }
        cards={[
          { key: 'revenue', label: w('revenue'), value: i && money(i.totalRevenue) },
          { key: 'margin', label: w('margin'), value: i && marginOf(i.totalRevenue, costOfSales) },
          { key: 'expenses', label: w('expenses'), value: i && money(i.totalExpenses) },
          {
            key: 'result',
            label: w('result'),
            value: i && money(i.result),
            tone: i && i.result < 0 ? 'danger' : undefined,
          },
          { key: 'cash', label: w('cash'), value: position && money(position.cash.total) },
          { key: 'receivables', label: w('receivables'), value: position && money(position.receivables.total) },
        ]}
      />
      {i && !failed ? (
        <StatCards
          label={w('byChannel')}
          cards={
            channels.length > 0
              ? channels.map((r) => ({ key: `channel-${r.code}`, label: r.name, value: money(r.balance) }))
              : [{ key: 'channel-none', label: w('byChannel'), value: w('noChannel') }]
          }
        />
      ) : null}
    </>
  );
}
