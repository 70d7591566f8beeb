import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import {
  cancelSubscriptionBody,
  changeSubscriptionBody,
  pauseSubscriptionBody,
  type SubscriptionDetail,
} from '@domain/subscriptions';
import {
  useCancelSubscription,
  useChangeSubscription,
  usePauseSubscription,
  useSkipNextDelivery,
} from '../api/commands';
import { usePlans } from '../api/reads';
import { useCommand } from '../hooks/use-command';
import { addDays, day, money, shopToday } from '../lib/format';
import { ConfirmSheet } from './confirm-sheet';
import '../locales/register';

interface SheetProps {
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
    <ConfirmSheet
      title={t('subscriptions.pause.title')}
      message={t('subscriptions.pause.message')}
      confirmLabel={t('subscriptions.pause.confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={(e) => void submit(e)}
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
          <InputRow
            label={t('subscriptions.pause.untilLabel')}
            type="date"
            min={tomorrow}
            {...form.register('until', { onChange: () => form.forget('until') })}
            error={form.errorOf('until')}
          />
        )}
      </div>
    </ConfirmSheet>
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
    <ConfirmSheet
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
  const form = useSchemaForm(cancelSubscriptionBody, { reason: '' });
  const command = useCommand(useCancelSubscription(), {
    done: t('subscriptions.toast.cancelled'),
    onClose,
    onFieldErrors: (e) => form.showServerErrors(e),
  });
  const submit = form.handleSubmit((body) => command.run({ id: subscription.id, body }));
  return (
    <ConfirmSheet
      title={t('subscriptions.cancel.title')}
      message={t('subscriptions.cancel.message')}
      confirmLabel={t('subscriptions.cancel.confirm')}
      danger
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={(e) => void submit(e)}
      onClose={onClose}
      testId="cancel-sheet"
    >
      <div className="group-body sub-sheet-fields">
        <TextAreaRow
          label={t('subscriptions.cancel.reason')}
          placeholder={t('subscriptions.cancel.placeholder')}
          rows={3}
          maxLength={300}
          {...form.register('reason', { onChange: () => form.forget('reason') })}
          error={form.errorOf('reason')}
        />
      </div>
    </ConfirmSheet>
  );
}

/** Cambiar plan: another active plan, from the next cycle not yet scheduled. */
export function ChangePlanSheet({ subscription, onClose }: SheetProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const others = (plans.data ?? []).filter((p) => p.active && p.id !== subscription.planId);
  const [chosen, setChosen] = useState<string | null>(null);
  const planId = chosen ?? others[0]?.id ?? '';
  const plan = others.find((p) => p.id === planId);
  const command = useCommand(useChangeSubscription(), {
    done: t('subscriptions.toast.planChanged', { plan: plan?.name ?? planId }),
    onClose,
  });
  const confirm = () => {
    const body = changeSubscriptionBody.safeParse({ planId: planId || undefined });
    if (!body.success) return command.fail(body.error.issues[0]?.message ?? '');
    command.run({ id: subscription.id, body: body.data });
  };
  return (
    <ConfirmSheet
      title={t('subscriptions.changePlan.title')}
      message={t('subscriptions.changePlan.message')}
      confirmLabel={t('subscriptions.changePlan.confirm')}
      pending={command.pending}
      refusal={command.refusal ?? (plans.error ? plans.error.message : null)}
      onConfirm={confirm}
      onClose={onClose}
      testId="change-plan-sheet"
    >
      <div className="group-body sub-sheet-fields">
        <SelectRow
          label={t('subscriptions.form.plan')}
          value={planId}
          onChange={(e) => {
            setChosen(e.target.value);
            command.clear();
          }}
          disabled={!plans.data}
        >
          {!plans.data ? <option value="">{t('common.loading')}</option> : null}
          <option value={subscription.planId} disabled>
            {`${subscription.planName} (${t('subscriptions.changePlan.current')})`}
          </option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {t('subscriptions.form.planOption', {
                name: p.name,
                price: money(p.price),
                frequency: t(`subscriptions.frequency.${p.frequency}`),
              })}
            </option>
          ))}
        </SelectRow>
      </div>
    </ConfirmSheet>
  );
}

/** Cambiar dirección: the next deliveries go there (the server resolves its zone, or says it is outside them). */
export function ChangeAddressSheet({ subscription, onClose }: SheetProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(changeSubscriptionBody, { deliveryAddress: { ...subscription.deliveryAddress } });
  const command = useCommand(useChangeSubscription(), {
    done: t('subscriptions.toast.addressChanged'),
    onClose,
    onFieldErrors: (e) => form.showServerErrors(e),
  });
  const submit = form.handleSubmit((body) => command.run({ id: subscription.id, body }));
  const f = (key: string) => t(`subscriptions.form.${key}`);
  const field = (name: 'name' | 'street' | 'city' | 'state' | 'zipCode') => ({
    ...form.register(`deliveryAddress.${name}`, {
      onChange: () => {
        form.forget(`deliveryAddress.${name}`);
        command.clear();
      },
    }),
    error: form.errorOf(`deliveryAddress.${name}`),
  });
  return (
    <ConfirmSheet
      title={t('subscriptions.changeAddress.title')}
      message={t('subscriptions.changeAddress.message')}
      confirmLabel={t('subscriptions.changeAddress.confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={(e) => void submit(e)}
      onClose={onClose}
      testId="change-address-sheet"
    >
      <div className="group-body sub-sheet-fields">
        <InputRow label={f('name')} {...field('name')} />
        <InputRow label={f('street')} autoComplete="street-address" {...field('street')} />
        <InputRow label={f('city')} {...field('city')} />
        <InputRow label={f('state')} {...field('state')} />
        <InputRow label={f('zipCode')} inputMode="numeric" maxLength={10} {...field('zipCode')} />
      </div>
    </ConfirmSheet>
  );
}
