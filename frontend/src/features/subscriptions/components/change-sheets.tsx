import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '@/components/ui/form-sheet';
import { AddressRows, type AddressPath } from '@/components/ui/address-rows';
import { SelectRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { changeSubscriptionBody } from '@domain/subscriptions';
import { useChangeSubscription } from '../api/commands';
import { usePlans } from '../api/reads';
import { useCommand } from '../hooks/use-command';
import { money } from '../lib/format';
import type { SheetProps } from './action-sheets';
import '../locales/register';

// The two changes of a subscription (PATCH /api/subscriptions/:id): its plan, its address.

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
    <FormSheet
      className="sub-sheet"
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
    </FormSheet>
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
  // A change forgets the field's message and the refusal, as the subscribe form does.
  const edit = (path: AddressPath) =>
    form.register(path, {
      onChange: () => {
        form.forget(path);
        command.clear();
      },
    });
  return (
    <FormSheet
      className="sub-sheet"
      title={t('subscriptions.changeAddress.title')}
      message={t('subscriptions.changeAddress.message')}
      confirmLabel={t('subscriptions.changeAddress.confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
      testId="change-address-sheet"
    >
      <div className="group-body sub-sheet-fields">
        <AddressRows label={(part) => t(`subscriptions.form.${part}`)} edit={edit} errorOf={form.errorOf} />
      </div>
    </FormSheet>
  );
}
