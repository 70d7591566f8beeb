import { useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddressPicker } from '@/hooks/use-address-picker';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ADDRESS_PARTS, type AddressFields } from '@/lib/saved-addresses';
import { toast } from '@/stores/toast-store';
import { subscribeBody, type PlanView, type SubscribeBody } from '@domain/subscriptions';
import { useSubscribe, type SubscriptionAnswer } from '../api/commands';
import { blankSubscription, emptyAsUndefined, firstDelivery, type SubscribeValues } from '../lib/forms';

interface Options {
  /** The plan a link chose (?plan=weekly), if it is offered. */
  initialPlan: string;
  plans: readonly PlanView[] | undefined;
  /** Staff subscribing a customer: the one chosen (null until then). A client subscribes themselves. */
  customer?: { id: string | null };
  onDone: (answer: SubscriptionAnswer) => void;
}

/**
 * The subscribe form: POST /api/subscriptions' schema and messages, the first delivery worked out as
 * the fields change (the schedule's own rule), the server's refusal (an address outside the zones, a
 * start in the past…) in its Spanish words above the button and under its field. A client
 * subscribing themselves is offered their saved addresses, the default filled in (issue 43).
 */
export function useSubscribeForm({ initialPlan, plans, customer, onDone }: Options) {
  const { t } = useTranslation();
  const [start] = useState(() => blankSubscription(initialPlan));
  const form = useSchemaForm(subscribeBody, start);
  const [planId, startDate, preferredDay, address] = useWatch({
    control: form.control,
    name: ['planId', 'startDate', 'preferredDay', 'deliveryAddress'],
  });
  const plan = plans?.find((p) => p.id === planId);
  const subscribe = useSubscribe();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [customerError, setCustomerError] = useState<string | undefined>();

  // A message stays until its field is changed; the refusal above the button, until anything is.
  const edit = (name: Path<SubscribeValues>, options: { setValueAs?: (v: unknown) => unknown } = {}) =>
    form.register(name, {
      ...options,
      onChange: () => {
        form.forget(name);
        setRefusal(null);
      },
    });

  /** A saved address picked (or a new one): its five fields written in, their messages gone. */
  const fill = (a: AddressFields) => {
    for (const part of ADDRESS_PARTS) form.setValue(`deliveryAddress.${part}`, a[part], { shouldDirty: true });
    form.forget(...ADDRESS_PARTS.map((part) => `deliveryAddress.${part}`));
    setRefusal(null);
  };
  // The staff's form subscribes someone else: their own addresses are not the customer's.
  const picker = useAddressPicker({ enabled: !customer, current: address, fill });

  const choosePlan = (id: string) => {
    form.setValue('planId', id, { shouldDirty: true });
    form.forget('planId');
    setRefusal(null);
  };

  /** The staff's customer, checked beside the schema: true when one is chosen (or a client subscribes). */
  const customerChosen = () => {
    if (!customer || customer.id) return true;
    setCustomerError(t('subscriptions.form.customerRequired'));
    return false;
  };

  const send = (body: SubscribeBody) => {
    if (!customerChosen()) return setRefusal(t('subscriptions.form.fixFields'));
    const chosen = plans?.find((p) => p.id === body.planId);
    subscribe.mutate(
      { ...body, notes: body.notes || undefined, customerId: customer?.id ?? undefined },
      {
        onSuccess: (answer) => {
          toast.success(t('subscriptions.toast.subscribed', { plan: chosen?.name ?? body.planId }));
          onDone(answer);
        },
        onError: (error) => {
          setRefusal(error.message || t('subscriptions.form.refused'));
          form.showServerErrors(error);
        },
      },
    );
  };
  const submit = form.handleSubmit(send, () => {
    customerChosen();
    setRefusal(t('subscriptions.form.fixFields'));
  });

  return {
    form,
    edit,
    picker,
    phone: () => edit('recipientPhone', { setValueAs: emptyAsUndefined }),
    // '' is the start's own weekday: the field is left out and the server takes it from startDate.
    weekday: () => edit('preferredDay', { setValueAs: (v) => (v === '' || v === undefined ? undefined : Number(v)) }),
    choosePlan,
    planId: planId ?? '',
    plan,
    first: firstDelivery(startDate, preferredDay),
    submit,
    pending: subscribe.isPending,
    refusal,
    customerError,
    clearCustomerError: () => {
      setCustomerError(undefined);
      setRefusal(null);
    },
  };
}

export type SubscribeForm = ReturnType<typeof useSubscribeForm>;
