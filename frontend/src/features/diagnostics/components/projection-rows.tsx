import { useTranslation } from 'react-i18next';
import { followerName } from '@domain/ops';
import { GroupedList } from '@/components/ui/grouped-list';
import type { Probe, ProjectionRow } from '../api/reads';
import { CheckRow, type Verdict } from './check-row';

/** A faulted projection fails the test; one rebuilding or stale deserves a look; lag alone is information. */
const verdictOf = (p: ProjectionRow): Verdict =>
  p.status === 'faulted' ? 'failed' : p.status === 'running' ? 'ok' : 'warning';

/** Each projection and reactor: its status and how many events it is behind the store's head. */
export function ProjectionRows({ probe }: { probe: Probe<{ items: ProjectionRow[] }> }) {
  const { t, i18n } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`diagnostics.apiTest.${key}`, o ?? {});
  if (!probe.ok || !probe.body)
    return (
      <GroupedList header={w('projections')}>
        <CheckRow
          testId="check-projections"
          title={w('projectionsFailed')}
          subtitle={probe.error}
          verdict="failed"
          ms={probe.ms}
        />
      </GroupedList>
    );
  return (
    <GroupedList header={w('projections')} label={w('projections')}>
      {probe.body.items.map((p) => (
        <CheckRow
          key={p.name}
          testId={`check-projection-${p.name}`}
          title={`${followerName(p.name, i18n.language)} · ${w(`status.${p.status}`)}`}
          subtitle={[p.lag === null ? w('lagUnknown') : w('lag', { count: p.lag }), p.error]
            .filter(Boolean)
            .join(' · ')}
          verdict={verdictOf(p)}
        />
      ))}
    </GroupedList>
  );
}
