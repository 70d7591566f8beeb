import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/components/ui/date-time-field';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { GroupedList } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useDropTimeTravel, useStartTimeTravel } from '../api/commands';
import { useReadModels, useTimeTravels } from '../api/reads';
import { followerName, type TimeTravel } from '@domain/ops';
import { SideBySide, when } from './side-by-side';
import '../locales/register';

const TONES: Record<TimeTravel['status'], string> = { building: 'primary', ready: 'success', failed: 'danger' };
/** Now as a datetime-local value (the input's own zone-less format), to the second. */
const localNow = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
};

/**
 * Time travel (`projections replay --until` on screen): pick a read model and a moment, build it
 * beside the live one, browse a table of it next to the same table now, drop it. The browsed build
 * and table are in the URL (?travel=&table=).
 */
export function TimeTravelTab() {
  const { t, i18n } = useTranslation();
  const models = useReadModels();
  const travels = useTimeTravels();
  const start = useStartTimeTravel();
  const drop = useDropTimeTravel();
  const [projection, setProjection] = useState('inventory');
  const [until, setUntil] = useState(localNow);
  const [params, setParams] = useSearchParams();
  const browsing = travels.data?.items.find((x) => String(x.id) === params.get('travel'));
  const browse = (travel: number | null, table?: string) =>
    setParams(
      (p) => {
        if (travel === null) p.delete('travel');
        else p.set('travel', String(travel));
        if (table) p.set('table', table);
        else p.delete('table');
        return p;
      },
      { replace: true },
    );
  const build = () =>
    start.mutate({ projection, until: new Date(until).toISOString() }, { onSuccess: ({ id }) => browse(id) });

  return (
    <div className="dm-tab" data-testid="dm-time-travel">
      <p className="dm-muted">{t('dataManagement.timeTravel.intro')}</p>
      <div className="dm-filters">
        <label className="dm-field">
          <span>{t('dataManagement.timeTravel.projection')}</span>
          <select
            className="select"
            value={projection}
            onChange={(e) => setProjection(e.target.value)}
            data-testid="dm-tt-projection"
          >
            {(models.data?.items ?? [{ projection, tables: [] }]).map((m) => (
              <option key={m.projection} value={m.projection}>
                {followerName(m.projection, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <label className="dm-field">
          <span>{t('dataManagement.timeTravel.until')}</span>
          <DateTimeInput
            seconds
            className="select"
            value={until}
            max={localNow()}
            onChange={(e) => setUntil(e.target.value)}
            data-testid="dm-tt-until"
          />
        </label>
        <button
          type="button"
          className="chip primary"
          onClick={build}
          disabled={start.isPending || !until}
          data-testid="dm-tt-build"
        >
          {t('dataManagement.timeTravel.build')}
        </button>
      </div>
      {start.error ? (
        <p className="form-error" role="alert">
          {start.error.message}
        </p>
      ) : null}
      <GroupedList header={t('dataManagement.timeTravel.builds')}>
        {travels.isError && !travels.data ? (
          <LoadFailed
            title={t('dataManagement.timeTravel.listFailed')}
            reason={travels.error.message}
            onRetry={() => void travels.refetch()}
          />
        ) : !travels.data ? (
          <SkeletonRows rows={2} />
        ) : travels.data.items.length === 0 ? (
          <p className="notice">{t('dataManagement.timeTravel.none')}</p>
        ) : (
          travels.data.items.map((x) => (
            <div className="row dm-travel" key={x.id} data-testid="dm-travel" data-status={x.status} data-id={x.id}>
              <div className="row-main">
                <div className="dm-projection-head">
                  <span className="row-title">{followerName(x.projection, i18n.language)}</span>
                  <Badge tone={TONES[x.status]}>{t(`dataManagement.timeTravel.status.${x.status}`)}</Badge>
                </div>
                <div className="row-subtitle dm-facts">
                  <span>{t('dataManagement.timeTravel.asOf', { until: when(x.until) })}</span>
                  <span>{t('dataManagement.timeTravel.applied', { count: x.eventsApplied })}</span>
                </div>
                {x.error ? <p className="dm-error">{x.error}</p> : null}
              </div>
              <div className="dm-row-actions">
                {x.status === 'ready' ? (
                  <button type="button" className="chip" onClick={() => browse(x.id)} data-testid="dm-travel-browse">
                    {t('dataManagement.timeTravel.browse')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="chip danger"
                  disabled={drop.isPending}
                  onClick={() => drop.mutate(x.id, { onSuccess: () => browsing?.id === x.id && browse(null) })}
                  data-testid="dm-travel-drop"
                >
                  {t('dataManagement.timeTravel.drop')}
                </button>
              </div>
            </div>
          ))
        )}
      </GroupedList>
      {browsing?.status === 'ready' ? (
        <SideBySide travel={browsing} table={params.get('table')} onTable={(table) => browse(browsing.id, table)} />
      ) : null}
    </div>
  );
}
