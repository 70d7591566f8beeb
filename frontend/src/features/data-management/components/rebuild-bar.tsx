import { useTranslation } from 'react-i18next';
import type { RebuildJobMessage } from '@domain/ops';
import { ProgressBar } from './progress-bar';
import '../locales/register';

/** A rebuild's progress as the websocket tells it: the bar, then 100 % once the new tables are live. */
export function RebuildBar({ progress }: { progress: RebuildJobMessage }) {
  const { t } = useTranslation();
  const label = progress.error
    ? t('dataManagement.projections.rebuildFailed', { error: progress.error })
    : progress.done
      ? t('dataManagement.projections.rebuilt')
      : t('dataManagement.projections.rebuilding', { percent: progress.percent });
  return (
    <div
      className="dm-rebuild"
      data-testid="dm-rebuild-progress"
      data-done={progress.done}
      data-job-id={progress.jobId}
      data-percent={progress.percent}
    >
      <ProgressBar
        percent={progress.percent}
        label={label}
        tone={progress.error ? 'danger' : progress.done ? 'success' : undefined}
      />
      <span className="dm-muted">
        {t('dataManagement.projections.progress', { applied: progress.eventsApplied, total: progress.totalEvents })}
      </span>
    </div>
  );
}
