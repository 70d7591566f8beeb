import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@domain/orders';
import { moment } from '../lib/format';
import { timelineSteps, type TimelineStep } from '../lib/status';
import '../timeline.css';

interface Props {
  status: OrderStatus;
  /** What the order went through, oldest first (the tracking answer's timeline or the order's history). */
  history: Parameters<typeof timelineSteps>[1];
  /** The customer's own order shows why it was cancelled; the public tracking never does. */
  showReason?: boolean;
  /** The tracking answer's pick-up (null before it): shown as the step between 'Listo' and 'En camino'. */
  pickedUpAt?: string | null;
}

/**
 * The order's way as a vertical line of steps: the ones taken (with their time), the one it is at,
 * the ones to come in grey; a cancellation in red where the way stopped. A step passed over is hollow
 * and says so: only a step with its time is ticked (issue 43).
 */
export function StatusTimeline({ status, history, showReason = false, pickedUpAt }: Props) {
  const { t } = useTranslation();
  const steps = timelineSteps(status, history, pickedUpAt);
  return (
    <ol className="or-timeline" data-testid="status-timeline">
      {steps.map((s) => (
        <li
          key={s.status}
          className={`or-step ${s.state}`}
          data-testid="timeline-step"
          data-status={s.status}
          data-state={s.state}
          aria-current={s.state === 'current' || s.state === 'cancelled' ? 'step' : undefined}
        >
          <span className="or-dot" aria-hidden />
          <div className="or-step-body">
            <strong>{s.status === 'picked_up' ? t('orders.track.pickedUp') : t(`orders.status.${s.status}`)}</strong>
            <StepLines step={s} showReason={showReason} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function StepLines({ step, showReason }: { step: TimelineStep; showReason: boolean }) {
  const { t } = useTranslation();
  const when = step.at ? moment(step.at) : step.state === 'skipped' ? t('orders.track.skipped') : null;
  const who = step.by ? t('orders.detail.by', { name: step.by }) : null;
  return (
    <>
      {when || who ? <span className="or-step-when">{[when, who].filter(Boolean).join(' · ')}</span> : null}
      {showReason && step.reason ? (
        <span className="or-step-reason">{t('orders.detail.reason', { reason: step.reason })}</span>
      ) : null}
    </>
  );
}
