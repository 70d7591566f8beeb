import { useTranslation } from 'react-i18next';
import { DISPATCH_TABS, type DispatchTab } from '../lib/dispatch';
import type { MapZone } from '../lib/map-layers';
import '../locales/register';
import { DateInput } from '@/components/ui/date-field';

interface Props {
  tab: DispatchTab;
  counts: Record<DispatchTab, number> | undefined;
  date: string | undefined;
  zoneId: string | undefined;
  zones: readonly MapZone[];
  onTab: (tab: DispatchTab) => void;
  onDate: (day: string | undefined) => void;
  onZone: (zoneId: string | undefined) => void;
}

/** The board's tabs (with how many each holds) as an iOS segmented control, then the day and the zone. */
export function DispatchFilters({ tab, counts, date, zoneId, zones, onTab, onDate, onZone }: Props) {
  const { t } = useTranslation();
  return (
    <div className="dl-filters">
      <div className="segmented dl-tabs" role="group" aria-label={t('delivery.board.tabsLabel')}>
        {DISPATCH_TABS.map((name) => {
          const label = t(`delivery.board.tabs.${name}`);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={name === tab}
              onClick={() => onTab(name)}
              data-testid={`tab-${name}`}
            >
              {counts ? t('delivery.board.tabCount', { label, count: counts[name] }) : label}
            </button>
          );
        })}
      </div>
      <div className="toolbar">
        <DateInput
          className="select"
          value={date ?? ''}
          aria-label={t('delivery.board.date')}
          onChange={(e) => onDate(e.target.value || undefined)}
          data-testid="filter-date"
        />
        {date ? (
          <button type="button" className="chip small" onClick={() => onDate(undefined)}>
            {t('delivery.board.clearDate')}
          </button>
        ) : null}
        <select
          className="select"
          value={zoneId ?? ''}
          aria-label={t('delivery.board.zone')}
          onChange={(e) => onZone(e.target.value || undefined)}
          data-testid="filter-zone"
        >
          <option value="">{t('delivery.board.anyZone')}</option>
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
