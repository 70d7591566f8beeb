import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '@/components/ui/form-sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { cancelSubscriptionBody, pauseSubscriptionBody, type SubscriptionDetail } from '@domain/subscriptions';
import { useCancelSubscription, usePauseSubscription, useSkipNextDelivery } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { addDays, day, shopToday } from '../lib/format';
import { ReasonSheet } from './reason-sheet';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

/** What every sheet of a subscription's page gets (the change sheets too). */
export interface SheetProps {
  subscription: SubscriptionDetail;
  onClose: () => void;
}

/** Pausar: until a day (the first one delivered again) or open until resumed. */
export function PauseSheet({ subscription, onClose }: SheetProps) {
  const { t } = useTranslation();
  const tomorrow = addDays(shopToday(), 1);
  const form = useSchemaForm(pauseSubscriptionBody, { until: null });
  const until = useWatch({ control: form.control, name: 'until' });
  const open = until === null || until === undefined;
  const command = useCommand(usePauseSubscription(), {
    done: t('subscriptions.toast.paused'),
    onClose,
    onFieldErrors: (e) => form.showServerErrors(e),
  });
  const submit = form.handleSubmit((body) => command.run({ id: subscription.id, body }));
  const mode = (openEnded: boolean) => {
    form.setValue('until', openEnded ? null : addDays(shopToday(), 7));
    form.forget('until');
    command.clear();
  };
  return (
    <FormSheet
      className="sub-sheet"
      title={t('subscriptions.pause.title')}
      message={t('subscriptions.pause.message')}
      confirmLabel={t('subscriptions.pause.confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="pause-sheet"
    >
      <div className="segmented sub-segmented" role="group" aria-label={t('subscriptions.pause.title')}>
        <button type="button" aria-pressed={open} onClick={() => mode(true)}>
          {t('subscriptions.pause.open')}
        </button>
        <button type="button" aria-pressed={!open} onClick={() => mode(false)}>
          {t('subscriptions.pause.until')}
        </button>
      </div>
      <div className="group-body sub-sheet-fields">
        {open ? (
          <p className="sub-sheet-hint">{t('subscriptions.pause.openHint')}</p>
        ) : (
          <DateRow
            label={t('subscriptions.pause.untilLabel')}
            min={tomorrow}
            {...form.register('until', { onChange: () => form.forget('until') })}
            error={form.errorOf('until')}
          />
        )}
      </div>
    </FormSheet>
  );
}

/** Omitir la próxima: the next delivery is neither made nor charged. */
export function SkipSheet({ subscription, onClose }: SheetProps) {
  const { t } = useTranslation();
  const next = subscription.nextDeliveryDate;
  const shown = next ? day(next, 'long') : '';
  const command = useCommand(useSkipNextDelivery(), {
    done: t('subscriptions.toast.skipped', { day: shown }),
    onClose,
  });
  return (
    <FormSheet
      className="sub-sheet"
      title={t('subscriptions.skip.title')}
      message={t('subscriptions.skip.message', { day: shown })}
      confirmLabel={t('subscriptions.skip.confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={() => command.run({ id: subscription.id })}
      onClose={onClose}
      testId="skip-sheet"
    />
  );
}

/** Cancelar: with its reason (required, as the server asks). */
export function CancelSheet({ subscription, onClose }: SheetProps) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  return (
    <ReasonSheet
      texts="cancel"
      message={t('subscriptions.cancel.message')}
      danger
      schema={cancelSubscriptionBody}
      mutation={cancel}
      variables={(reason) => ({ id: subscription.id, body: { reason } })}
      done={t('subscriptions.toast.cancelled')}
      testId="cancel-sheet"
      onClose={onClose}
    />
  );
}
