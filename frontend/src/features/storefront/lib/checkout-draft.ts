import { blankCheckout, type CheckoutValues } from './checkout-form';

// The checkout's draft (issue 43): what the customer has typed is kept in this browser, one per
// account, from each keystroke until the order is placed, so a reload or a closed tab does not
// wipe the form. Only the form's own text fields are read back; anything else kept there is dropped.

const keyOf = (owner: string) => `flora.checkout.${owner}`;
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v.slice(0, 1000) : fallback);

export function readDraft(owner: string | null): CheckoutValues {
  const blank = blankCheckout();
  if (!owner) return blank;
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(owner)) ?? 'null') as Partial<CheckoutValues> | null;
    if (!kept || typeof kept !== 'object') return blank;
    const address = (kept.deliveryAddress ?? {}) as Partial<CheckoutValues['deliveryAddress']>;
    const a = blank.deliveryAddress;
    return {
      deliveryAddress: {
        name: text(address.name, a.name),
        street: text(address.street, a.street),
        city: text(address.city, a.city),
        state: text(address.state, a.state),
        zipCode: text(address.zipCode, a.zipCode),
      },
      deliveryDate: text(kept.deliveryDate, ''),
      recipientName: text(kept.recipientName, ''),
      recipientPhone: text(kept.recipientPhone, ''),
      cardMessage: text(kept.cardMessage, ''),
      notes: text(kept.notes, ''),
    };
  } catch {
    return blank; // not JSON (written by hand, or by an older build): start afresh
  }
}

export function writeDraft(owner: string | null, values: unknown): void {
  if (!owner) return;
  try {
    localStorage.setItem(keyOf(owner), JSON.stringify(values));
  } catch {
    // storage full or refused (private mode): the form still works, only the draft is not kept
  }
}

/** The order was placed: its draft goes with it. */
export const clearDraft = (owner: string | null) => owner && localStorage.removeItem(keyOf(owner));
