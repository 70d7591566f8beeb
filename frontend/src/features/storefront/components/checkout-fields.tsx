import { useTranslation } from 'react-i18next';
import { AddressRows } from '@/components/ui/address-rows';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { GroupedList } from '@/components/ui/grouped-list';
import type { useCheckout } from '../hooks/use-checkout';
import { shopMoney } from '../lib/money';
import { shownDeliveryDay } from '../lib/shop-clock';
import { SavedAddressPicker } from '@/components/ui/saved-address-picker';
import { DateRow } from '@/components/ui/date-field';

type Checkout = ReturnType<typeof useCheckout>;

/** Under the zip code: the zone, its fee and time as soon as the code is known ('Brickell · envío $7.00 · 25 min'). */
function ZoneQuote({ zipQuote }: { zipQuote: Checkout['zipQuote'] }) {
  const { t } = useTranslation();
  const { quote, quoting } = zipQuote;
  if (quote)
    return (
      <p className="sf-quote" role="status" data-testid="zone-quote">
        {t('storefront.cart.quote', {
          zone: quote.zone.name,
          fee: shopMoney(quote.fee),
          minutes: quote.estimatedDeliveryTime,
        })}
      </p>
    );
  return quoting ? <p className="sf-quote muted">{t('storefront.cart.quoting')}</p> : null;
}

/** The delivery form: where, when, who receives it, the card and notes; each message under its field. */
export function CheckoutFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { edit, zipQuote, firstDay } = checkout;
  const { errorOf } = checkout.form;
  const f = (key: string) => t(`storefront.cart.${key}`);
  return (
    <>
      <GroupedList header={f('address')}>
        <SavedAddressPicker
          picker={checkout.picker}
          label={t('storefront.addresses.picker')}
          newLabel={t('storefront.addresses.useNew')}
          defaultLabel={t('storefront.addresses.default')}
        />
        <AddressRows
          label={f}
          namePlaceholder={f('namePlaceholder')}
          edit={edit}
          errorOf={errorOf}
          zipProblem={zipQuote.problem}
        />
        <ZoneQuote zipQuote={zipQuote} />
      </GroupedList>
      <GroupedList header={f('delivery')} footer={t('storefront.cart.firstDay', { day: shownDeliveryDay(firstDay) })}>
        <DateRow
          label={f('date')}
          min={firstDay}
          {...edit('deliveryDate')}
          error={errorOf('deliveryDate') ?? checkout.dateProblem}
        />
      </GroupedList>
      <GroupedList header={f('recipient')}>
        <InputRow
          label={f('recipientName')}
          autoComplete="name"
          {...edit('recipientName')}
          error={errorOf('recipientName')}
        />
        <InputRow
          label={f('recipientPhone')}
          type="tel"
          autoComplete="tel"
          {...edit('recipientPhone')}
          error={errorOf('recipientPhone')}
        />
      </GroupedList>
      <GroupedList header={f('extras')}>
        <TextAreaRow label={f('cardMessage')} {...edit('cardMessage')} error={errorOf('cardMessage')} />
        <TextAreaRow label={f('notes')} {...edit('notes')} error={errorOf('notes')} />
      </GroupedList>
    </>
  );
}
