import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '@/components/ui/form-sheet';
import { CHARGE_METHODS, waiveChargeBody, type SubscriptionPaymentView } from '@domain/subscriptions';
import { usePayCharge, useWaiveCharge, type ChargeMethod } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { day, money } from '../lib/format';
import { ReasonSheet } from './reason-sheet';
import '../locales/register';

interface Props {
  subscriptionId: string;
  charge: SubscriptionPaymentView;
  onClose: () => void;
}

/** Staff: a cycle's charge paid in cash, by card or by transfer (no card processor is reached from here). */
export function PayChargeSheet({ subscriptionId, charge, onClose }: Props) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ChargeMethod>('cash');
  const shown = day(charge.deliveryDate, 'long');
  const command = useCommand(usePayCharge(), { done: t('subscriptions.toast.paid', { day: shown }), onClose });
  return (
    <FormSheet
      className="sub-sheet"
      title={t('subscriptions.pay.title')}
      message={t('subscriptions.pay.message', { day: shown, amount: money(charge.amount) })}
      confirmLabel={t('subscriptions.pay.confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={() => command.run({ id: subscriptionId, cycleDay: charge.cycleDay, method })}
      onClose={onClose}
      testId="pay-charge-sheet"
    >
      <p className="sub-choice-label">{t('subscriptions.pay.method')}</p>
      <div className="segmented sub-segmented" role="group" aria-label={t('subscriptions.pay.method')}>
        {CHARGE_METHODS.map((m) => (
          <button key={m} type="button" aria-pressed={m === method} onClick={() => setMethod(m)}>
            {t(`subscriptions.method.${m}`)}
          </button>
        ))}
      </div>
    </FormSheet>
  );
}

/** Staff: a cycle's charge forgiven, with the reason. */
export function WaiveChargeSheet({ subscriptionId, charge, onClose }: Props) {
  const { t } = useTranslation();
  const shown = day(charge.deliveryDate, 'long');
  const waive = useWaiveCharge();
  return (
    <ReasonSheet
      texts="waive"
      message={t('subscriptions.pay.message', { day: shown, amount: money(charge.amount) })}
      schema={waiveChargeBody}
      mutation={waive}
      variables={(reason) => ({ id: subscriptionId, cycleDay: charge.cycleDay, reason })}
      done={t('subscriptions.toast.waived', { day: shown })}
      testId="waive-charge-sheet"
      onClose={onClose}
    />
  );
}
