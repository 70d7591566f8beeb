import { useTranslation } from 'react-i18next';
import type { DeliveryView } from '@domain/delivery';
import { clockTime } from '../lib/format';
import '../locales/register';

type Steps = Pick<DeliveryView, 'assignedAt' | 'pickedUpAt' | 'startedAt' | 'deliveredAt'>;

/**
 * Issue 43: each step the delivery took, with its time — 'Asignado 13:00 · Recogido 14:00 · En camino
 * 14:05 · Entregado 14:20' — on the driver's and the board's cards, so a pick-up is seen with its time
 * and not only as a changed button. Steps not taken (yet, or in this attempt) are left out.
 */
export function StepTimes({ delivery: d }: { delivery: Steps }) {
  const { t } = useTranslation();
  const steps = (
    [
      ['assigned', d.assignedAt],
      ['pickedUp', d.pickedUpAt],
      ['started', d.startedAt],
      ['delivered', d.deliveredAt],
    ] as const
  ).filter((s): s is readonly [(typeof s)[0], string] => s[1] !== null);
  if (steps.length === 0) return null;
  return (
    <ol className="dl-card-line dl-steps" data-testid="delivery-steps" aria-label={t('delivery.steps.label')}>
      {steps.map(([step, at]) => (
        <li key={step} data-step={step}>
          {t(`delivery.steps.${step}`, { time: clockTime(at) })}
        </li>
      ))}
    </ol>
  );
}
