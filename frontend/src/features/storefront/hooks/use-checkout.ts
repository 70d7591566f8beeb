import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DELIVERY_RULES, nextDeliveryDate } from '@domain/delivery';
import { ORDER_MESSAGES } from '@domain/orders';
import { toPesos } from '@domain/shared';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/problem';
import { useAddressPicker } from '@/hooks/use-address-picker';
import { ADDRESS_PARTS, type AddressFields } from '@/lib/saved-addresses';
import { useSessionStore } from '@/stores/session-store';
import { useCatalogProducts, useDeliveryZones } from '../api/reads';
import { usePlaceOrder } from '../api/commands';
import { storefrontKeys } from '../api/keys';
import { clearDraft, readDraft, writeDraft } from '../lib/checkout-draft';
import { checkoutForm, orderBodyOf, shortLinesOf, type CheckoutBody, type CheckoutValues } from '../lib/checkout-form';
import { deliveryDayProblem, shopClockNow } from '../lib/shop-clock';
import { subtotalOf, useCart } from './use-cart';
import { useZipQuote } from './use-zip-quote';

/**
 * The cart's checkout: the lines at the catalogue's current prices, the delivery form (the order
 * schema's messages), the zone's fee quoted as the zip is typed, the delivery day judged on the
 * shop's clock and the quote's first day, the $35 minimum; then POST /api/orders, and on success
 * the confirmation (its id and position in the URL, so a reload shows it again) and an empty cart.
 * The order takes its units as it is placed: when another customer got them first, the 409 names
 * the products short; each line says what is left, the catalogue is read again, and changing the
 * cart clears the refusal so the customer can adjust and order again. Issue 43: the form is a draft
 * kept in this browser until the order is placed (a reload keeps it), and the saved addresses are
 * offered above the address rows, the default filled in.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const now = useCatalogProducts(cart.lines.map((l) => l.productId));
  const lines = cart.lines.map((l) => ({ ...l, price: now.get(l.productId)?.product?.price ?? l.price }));
  const unavailable = cart.lines.some(
    (l) => now.get(l.productId)?.gone || now.get(l.productId)?.product?.inStock === false,
  );
  const rules = useDeliveryZones().data;
  const minimum = rules?.minimumOrder ?? toPesos(DELIVERY_RULES.minimumOrderCents);
  const clock = shopClockNow(rules?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const owner = useSessionStore((s) => s.user?.id ?? null);
  const [start] = useState(() => readDraft(owner));
  const form = useSchemaForm(checkoutForm, start);
  const { watch } = form;
  useEffect(() => {
    const watching = watch((values) => writeDraft(owner, values));
    return () => watching.unsubscribe();
  }, [watch, owner]);
  const [zip, date, address] = useWatch({
    control: form.control,
    name: ['deliveryAddress.zipCode', 'deliveryDate', 'deliveryAddress'],
  });
  const zipQuote = useZipQuote(zip ?? '');
  const firstDay = zipQuote.quote?.nextDeliveryDate ?? nextDeliveryDate(clock);
  const dateProblem = date ? deliveryDayProblem(date, clock, zipQuote.quote?.nextDeliveryDate) : undefined;
  const subtotal = subtotalOf(lines);
  const place = usePlaceOrder();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The server's word on each line it could not serve, by product, until the cart changes. */
  const [short, setShort] = useState<ReadonlyMap<string, string>>(new Map());

  // A message stays until its field is changed; the refusal above the button, until anything is.
  const edit = (name: Path<CheckoutValues>) =>
    form.register(name, {
      onChange: () => {
        form.forget(name);
        setRefusal(null);
      },
    });

  /** A saved address picked (or 'a new one'): its five fields written in, their messages gone. */
  const fill = (a: AddressFields) => {
    for (const part of ADDRESS_PARTS) form.setValue(`deliveryAddress.${part}`, a[part], { shouldDirty: true });
    form.forget(...ADDRESS_PARTS.map((part) => `deliveryAddress.${part}`));
    setRefusal(null);
  };
  const picker = useAddressPicker({ enabled: owner !== null, current: address, fill });

  /** The rules beside the schema; true when the order may be sent. */
  const rulesHold = () => {
    if (dateProblem) form.setError('deliveryDate', { message: ORDER_MESSAGES[dateProblem] });
    const problem =
      subtotal < minimum
        ? ORDER_MESSAGES['ORDER.BELOW_MINIMUM']
        : unavailable
          ? t('storefront.cart.unavailable')
          : dateProblem
            ? ORDER_MESSAGES[dateProblem]
            : null;
    setRefusal(problem);
    return !problem;
  };

  /** A 409 for short stock: the products named above the button, each line's own beside it. */
  const refusedForStock = (error: ApiError, sent: typeof cart.lines) => {
    setShort(shortLinesOf(fieldErrorsOf(error), sent));
    setRefusal(`${error.message} ${t('storefront.cart.stockShort')}`);
    // The catalogue's figures were older than the shop's: read them again, so sold-out lines say so.
    for (const l of sent) void queryClient.invalidateQueries({ queryKey: storefrontKeys.product(l.productId) });
  };

  /** The cart changed: what the server refused no longer holds. */
  const changed = () => {
    setShort(new Map());
    setRefusal(null);
  };

  const send = (body: CheckoutBody) => {
    if (!rulesHold()) return;
    const sent = cart.lines;
    place.mutate(orderBodyOf(body, sent), {
      onSuccess: (answer) => {
        const query = new URLSearchParams({ order: answer.id, position: String(answer.position) });
        void navigate(`/cart?${query}`, { replace: true });
        cart.clear();
        clearDraft(owner);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ORDER.STOCK_SHORT') return refusedForStock(error, sent);
        setRefusal(error.message || t('storefront.cart.refused'));
        form.showServerErrors(error);
      },
    });
  };
  const submit = form.handleSubmit(send, () => {
    if (rulesHold()) setRefusal(t('storefront.cart.fixFields'));
  });

  return {
    cart,
    lines,
    now,
    short,
    setQuantity: (productId: string, quantity: number) => {
      changed();
      cart.setQuantity(productId, quantity);
    },
    remove: (productId: string) => {
      changed();
      cart.remove(productId);
    },
    form,
    edit,
    picker,
    submit,
    pending: place.isPending,
    refusal,
    zipQuote,
    firstDay,
    dateProblem: dateProblem ? ORDER_MESSAGES[dateProblem] : undefined,
    totals: {
      subtotal,
      fee: zipQuote.quote?.fee,
      minimum,
      zip: zipQuote.problem ? ('refused' as const) : zipQuote.quoting ? ('quoting' as const) : ('missing' as const),
    },
  };
}
