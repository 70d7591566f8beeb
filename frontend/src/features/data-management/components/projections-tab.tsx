import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { FormSheet } from '@/components/ui/form-sheet';
import { GroupedList } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatCards } from '@/components/ui/stat-cards';
import { useRebuild, useRetry } from '../api/commands';
import { useProjections } from '../api/reads';
import { followerName, positionWords, type ProjectionStatus, type RebuildJobMessage } from '@domain/ops';
import { useRebuildProgress } from '../hooks/use-rebuild-progress';
import { RebuildBar } from './rebuild-bar';
import '../locales/register';

const TONES: Record<ProjectionStatus['status'], string> = {
  running: 'success',
  faulted: 'danger',
  rebuilding: 'primary',
  stale: 'warning',
};

/** Every projection and reactor: status, position, lag, the fault with Reintentar, Reconstruir with its progress. */
export function ProjectionsTab() {
  const { t } = useTranslation();
  const projections = useProjections();
  const progress = useRebuildProgress();
  const items = projections.data?.items;
  if (projections.isError && !items) {
    return (
      <LoadFailed
        title={t('dataManagement.projections.loadFailed')}
        reason={projections.error.message}
        onRetry={() => void projections.refetch()}
      />
    );
  }
  const count = (f: (p: ProjectionStatus) => boolean) => items?.filter(f).length;
  const group = (kind: ProjectionStatus['kind']) =>
    [...(items ?? [])].filter((p) => p.kind === kind).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="dm-tab" data-testid="dm-projections">
      <StatCards
        label={t('dataManagement.tabs.projections')}
        cards={[
          { key: 'dm-total', label: t('dataManagement.projections.cards.total'), value: count(() => true) },
          {
            key: 'dm-faulted',
            label: t('dataManagement.projections.cards.faulted'),
            value: count((p) => p.status === 'faulted'),
            tone: count((p) => p.status === 'faulted') ? 'danger' : undefined,
          },
          {
            key: 'dm-lagging',
            label: t('dataManagement.projections.cards.lagging'),
            value: count((p) => (p.lag ?? 0) > 0),
          },
          {
            key: 'dm-rebuilding',
            label: t('dataManagement.projections.cards.rebuilding'),
            value: count((p) => p.status === 'rebuilding'),
          },
        ]}
      />
      {(['projection', 'reactor'] as const).map((kind) => (
        <GroupedList
          key={kind}
          header={t(
            kind === 'projection' ? 'dataManagement.projections.readModels' : 'dataManagement.projections.reactors',
          )}
        >
          {!items ? (
            <SkeletonRows rows={4} />
          ) : (
            group(kind).map((p) => <ProjectionRow key={p.name} projection={p} progress={progress[p.name]} />)
          )}
        </GroupedList>
      ))}
    </div>
  );
}

function ProjectionRow({ projection: p, progress }: { projection: ProjectionStatus; progress?: RebuildJobMessage }) {
  const { t, i18n } = useTranslation();
  // The shop's words for the engine's id and position (domain/ops/follower-words.ts); test ids keep the id.
  const name = followerName(p.name, i18n.language);
  const retry = useRetry();
  const rebuild = useRebuild();
  const [note, setNote] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const running = progress && !progress.done && !progress.error;
  const onRebuild = () => {
    setNote(undefined);
    rebuild.mutate(p.name, { onSuccess: () => setConfirming(false) });
  };
  const onRetry = () =>
    retry.mutate(p.name, {
      onSuccess: (r) =>
        setNote(
          t(r.cleared ? 'dataManagement.projections.retried' : 'dataManagement.projections.notFaulted', {
            name,
          }),
        ),
      onError: (err) => setNote(err.message),
    });
  return (
    <div className="row dm-projection" data-testid={`dm-projection-${p.name}`} data-status={p.status}>
      <div className="row-main">
        <div className="dm-projection-head">
          <span className="row-title">{name}</span>
          <Badge tone={TONES[p.status]} data-testid="dm-status" data-status={p.status}>
            {t(`dataManagement.projections.status.${p.status}`)}
          </Badge>
        </div>
        <div className="row-subtitle dm-facts">
          <span data-testid="dm-position">{positionWords(p.position, i18n.language)}</span>
          <span>{t('dataManagement.projections.applied', { count: p.eventsApplied })}</span>
          <span data-testid="dm-lag">
            {p.lag === null
              ? t('dataManagement.projections.lagUnknown')
              : t('dataManagement.projections.lag', { count: p.lag })}
          </span>
          {p.active ? null : <span>{t('dataManagement.projections.idle')}</span>}
        </div>
        {p.error ? (
          <p className="dm-error" data-testid="dm-error">
            {p.error}
          </p>
        ) : null}
        {progress ? <RebuildBar progress={progress} /> : null}
        {note ? <p className="dm-note">{note}</p> : null}
      </div>
      <div className="dm-row-actions">
        {p.status === 'faulted' ? (
          <button
            type="button"
            className="chip danger"
            onClick={onRetry}
            disabled={retry.isPending}
            data-testid="dm-retry"
          >
            {t('dataManagement.projections.retry')}
          </button>
        ) : null}
        {p.kind === 'projection' ? (
          <button
            type="button"
            className="chip primary"
            onClick={() => setConfirming(true)}
            disabled={rebuild.isPending || running}
            data-testid="dm-rebuild"
          >
            {t('dataManagement.projections.rebuild')}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <FormSheet
          title={`${t('dataManagement.projections.rebuild')} · ${name}`}
          message={t('dataManagement.projections.confirmRebuild', { name })}
          confirmLabel={t('dataManagement.projections.rebuild')}
          pending={rebuild.isPending}
          refusal={rebuild.error?.message ?? null}
          onConfirm={onRebuild}
          onClose={() => {
            rebuild.reset();
            setConfirming(false);
          }}
          testId="dm-rebuild-sheet"
        />
      ) : null}
    </div>
  );
}
