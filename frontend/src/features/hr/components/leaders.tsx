import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import type { PerformancePerson } from '@domain/hr/responses';
import { money } from '../lib/format';
import '../locales/register';

const TOP = 3;

/** The month's leaders: the top sellers at the counter (by amount) and the top drivers (deliveries done). */
export function Leaders({ people }: { people: PerformancePerson[] }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`hr.dashboard.${key}`, o);
  const top = (by: (p: PerformancePerson) => number) =>
    people
      .filter((p) => by(p) > 0)
      .sort((a, b) => by(b) - by(a))
      .slice(0, TOP);
  const sellers = top((p) => p.figures.counterSalesAmount ?? 0);
  const drivers = top((p) => p.figures.deliveriesDone ?? 0);
  return (
    <div className="hr-columns" data-testid="hr-leaders">
      <GroupedList header={w('topSellers')}>
        {sellers.length === 0 ? <ListRow title={w('noLeaders')} /> : null}
        {sellers.map((p, i) => (
          <ListRow
            key={p.userId}
            title={`${i + 1}. ${p.name}`}
            subtitle={w('sales', { count: p.figures.counterSales ?? 0 })}
            detail={money(p.figures.counterSalesAmount ?? 0)}
          />
        ))}
      </GroupedList>
      <GroupedList header={w('topDrivers')}>
        {drivers.length === 0 ? <ListRow title={w('noLeaders')} /> : null}
        {drivers.map((p, i) => (
          <ListRow
            key={p.userId}
            title={`${i + 1}. ${p.name}`}
            subtitle={w('late', { count: p.figures.deliveriesLate ?? 0 })}
            detail={w('deliveries', { count: p.figures.deliveriesDone ?? 0 })}
          />
        ))}
      </GroupedList>
    </div>
  );
}
