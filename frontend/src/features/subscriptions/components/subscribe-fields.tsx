import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressRows } from '@/components/ui/address-rows';
import { InputRow, SelectRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import { SavedAddressPicker } from '@/components/ui/saved-address-picker';
import type { PlanView } from '@domain/subscriptions';
import type { SubscribeForm } from '../hooks/use-subscribe-form';
import { day, money, shopToday } from '../lib/format';
import { DELIVERY_WEEKDAYS } from '../lib/forms';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

interface Props {
  sub: SubscribeForm;
  plans: readonly PlanView[] | undefined;
  /** What comes before the plan (the staff's customer picker). */
  before?: ReactNode;
  submitLabel: string;
}

/** The subscribe form: plan, address, first day and weekday, phone and notes; each message under its field. */
export function SubscribeFields({ sub, plans, before, submitLabel }: Props) {
  const { t } = useTranslation();
  const { edit } = sub;
  const { errorOf } = sub.form;
  const f = (key: string, o?: Record<string, unknown>) => t(`subscriptions.form.${key}`, o);
  const active = plans?.filter((p) => p.active) ?? [];
  const first = sub.first
    ? sub.plan
      ? f('first', { day: day(sub.first, 'long'), every: t(`subscriptions.every.${sub.plan.frequency}`) })
      : f('firstNoPlan', { day: day(sub.first, 'long') })
    : undefined;
  return (
    <form
      className="sub-form"
      id="subscribe-form"
      onSubmit={(e) => void sub.submit(e)}
      noValidate
      data-testid="subscribe-form"
    >
      <div className="sub-form-main">
        {before}
        <GroupedList header={f('plan')}>
          <SelectRow
            label={f('plan')}
            {...edit('planId')}
            value={sub.planId}
            error={errorOf('planId')}
            data-testid="subscribe-plan"
          >
            <option value="">{f('choosePlan')}</option>
            {active.map((p) => (
              <option key={p.id} value={p.id}>
                {f('planOption', {
                  name: p.name,
                  price: money(p.price),
                  frequency: t(`subscriptions.frequency.${p.frequency}`),
                })}
              </option>
            ))}
          </SelectRow>
        </GroupedList>
        <GroupedList header={f('address')} footer={f('zones')}>
          <SavedAddressPicker
            picker={sub.picker}
            label={f('savedAddress')}
            newLabel={f('newAddress')}
            defaultLabel={f('defaultAddress')}
          />
          <AddressRows label={f} namePlaceholder={f('namePlaceholder')} edit={edit} errorOf={errorOf} />
          <InputRow
            label={f('phone')}
            type="tel"
            autoComplete="tel"
            {...sub.phone()}
            error={errorOf('recipientPhone')}
          />
        </GroupedList>
        <GroupedList
          header={f('schedule')}
          footer={first ? <span data-testid="first-delivery">{first}</span> : undefined}
        >
          <DateRow label={f('startDate')} min={shopToday()} {...edit('startDate')} error={errorOf('startDate')} />
          <SelectRow label={f('weekday')} {...sub.weekday()} error={errorOf('preferredDay')}>
            <option value="">{f('weekdayOfStart')}</option>
            {DELIVERY_WEEKDAYS.map((d) => (
              <option key={d} value={d}>
                {t(`subscriptions.weekdays.${d}`)}
              </option>
            ))}
          </SelectRow>
          <TextAreaRow
            label={f('notes')}
            placeholder={f('notesPlaceholder')}
            {...edit('notes')}
            error={errorOf('notes')}
          />
        </GroupedList>
      </div>
      <aside className="sub-form-side">
        <Summary sub={sub} />
        {sub.refusal ? (
          <p className="form-error" role="alert" data-testid="subscribe-refusal">
            {sub.refusal}
          </p>
        ) : null}
        <button type="submit" className="button sub-submit" disabled={sub.pending} data-testid="subscribe-submit">
          {sub.pending ? f('sending') : submitLabel}
        </button>
      </aside>
    </form>
  );
}

/** Beside the form on a desktop, under it on a phone: the plan chosen, its price and cadence, the first delivery. */
function Summary({ sub }: { sub: SubscribeForm }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`subscriptions.form.${key}`);
  const plan = sub.plan;
  return (
    <section className="card sub-summary" aria-label={f('summary')} data-testid="subscribe-summary">
      <h2>{f('summary')}</h2>
      {plan ? (
        <>
          <p className="sub-summary-plan">{plan.name}</p>
          <p>
            <strong className="sub-summary-price">{money(plan.price)}</strong>{' '}
            <span className="muted">
              {t('subscriptions.perDelivery')}, {t(`subscriptions.every.${plan.frequency}`)}
            </span>
          </p>
        </>
      ) : (
        <p className="muted">{f('noPlanYet')}</p>
      )}
      {sub.first ? (
        <dl className="sub-summary-facts">
          <dt>{f('firstShort')}</dt>
          <dd>{day(sub.first, 'long')}</dd>
        </dl>
      ) : null}
      <p className="sub-summary-note">{f('chargeNote')}</p>
    </section>
  );
}
