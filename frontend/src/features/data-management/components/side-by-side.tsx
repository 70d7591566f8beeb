import { useTranslation } from 'react-i18next';
import type { TimeTravel } from '@domain/ops';
import { TableView } from './table-view';
import '../locales/register';

/** The moment as the operator reads it, in their own zone. */
export const when = (iso: string) => new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/** A table of the build (then) beside the same table of the live model (now). */
export function SideBySide({
  travel,
  table,
  onTable,
}: {
  travel: TimeTravel;
  table: string | null;
  onTable: (table: string) => void;
}) {
  const { t } = useTranslation();
  // A build's table is the live one's name with _tt<id> (projections/time-travel.ts).
  const liveOf = (name: string) => name.replace(new RegExp(`_tt${travel.id}$`), '');
  const index = Math.max(0, travel.tables.indexOf(table ?? ''));
  const liveTable = travel.tables[index] ? liveOf(travel.tables[index]) : undefined;
  return (
    <div className="dm-compare-block" data-testid="dm-compare">
      <label className="dm-field">
        <span>{t('dataManagement.timeTravel.table')}</span>
        <select
          className="select"
          value={travel.tables[index]}
          onChange={(e) => onTable(e.target.value)}
          data-testid="dm-compare-table"
        >
          {travel.tables.map((name) => (
            <option key={name} value={name}>
              {liveOf(name)}
            </option>
          ))}
        </select>
      </label>
      <div className="dm-compare">
        <TableView
          key={`tt-${travel.tables[index]}`}
          source={travel.id}
          table={travel.tables[index]!}
          title={t('dataManagement.timeTravel.then', { until: when(travel.until) })}
          testId="dm-table-then"
        />
        {liveTable ? (
          <TableView
            key={`live-${liveTable}`}
            source="live"
            table={liveTable}
            title={t('dataManagement.timeTravel.live')}
            testId="dm-table-live"
          />
        ) : null}
      </div>
    </div>
  );
}
