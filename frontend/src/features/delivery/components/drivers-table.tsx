import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { formatCount } from '@/lib/money';
import type { DriverDay } from '../lib/dashboard';
import '../locales/register';
import '../cards.css';

const COLUMNS = ['assigned', 'delivered', 'failed', 'inTransit'] as const;

/** Each driver's day: assigned, delivered, failed attempts, on the road now; a card per driver on a phone. */
export function DriversTable({ drivers }: { drivers: readonly DriverDay[] }) {
  const { t } = useTranslation();
  const label = (c: (typeof COLUMNS)[number] | 'driver') => t(`delivery.dashboard.columns.${c}`);
  return (
    <GroupedList header={t('delivery.dashboard.perDriver')}>
      {drivers.length === 0 ? (
        <p className="group-footer dl-pad">{t('delivery.board.noDrivers')}</p>
      ) : (
        <table className="data-table stacks" data-testid="drivers-table">
          <thead>
            <tr>
              <th scope="col">{label('driver')}</th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="num">
                  {label(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {drivers.map((d) => (
              <tr key={d.id} data-testid="driver-row" data-driver={d.id}>
                <td className="dl-driver-name">
                  <strong>{d.name}</strong>
                </td>
                {COLUMNS.map((c) => (
                  <td key={c} className="num" data-label={label(c)} data-testid={`driver-${c}`}>
                    {formatCount(d[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </GroupedList>
  );
}
