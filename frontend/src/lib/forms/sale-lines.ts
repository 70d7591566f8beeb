import { z } from 'zod';
import { registerReturnBody, registerSaleBody, toCents, toTenths } from '@domain/consignment';
import { CONSIGNMENT_MESSAGES as M } from '@domain/consignment';
import type { AgreementItemView } from '@domain/consignment';

// The sale and return forms (spec 5): lines of an item still on the partner's shelf and a
// quantity capped at what remains. A sale's amounts are worked out as the domain works them, in
// centavos: gross = qty × price, commission = round(gross × percent), net = gross − commission.
export interface Line {
  key: number;
  productId: string;
  quantity: string;
}

let nextKey = 1;
export const blankLine = (): Line => ({ key: nextKey++, productId: '', quantity: '' });

/** Spec 5: only items with units remaining can be sold or returned. */
export const withRemaining = (items: AgreementItemView[]) => items.filter((i) => i.remaining > 0);

/** The quantity typed, capped at what remains (spec 5: capped / clamped to remaining). */
export function clampQuantity(text: string, remaining: number): string {
  if (text.trim() === '') return '';
  const n = Number(text);
  if (!Number.isFinite(n)) return text;
  return String(Math.min(Math.max(0, Math.trunc(n)), remaining));
}

export interface Amounts {
  grossCents: number;
  commissionCents: number;
  netCents: number;
}
const ZERO: Amounts = { grossCents: 0, commissionCents: 0, netCents: 0 };

export function lineAmounts(item: AgreementItemView | undefined, quantity: string): Amounts {
  const qty = Number(quantity);
  if (!item || !Number.isInteger(qty) || qty <= 0) return ZERO;
  const grossCents = qty * toCents(item.unitPrice);
  const commissionCents = Math.round((grossCents * toTenths(item.commission)) / 1000);
  return { grossCents, commissionCents, netCents: grossCents - commissionCents };
}

export const sumAmounts = (all: Amounts[]): Amounts =>
  all.reduce(
    (a, b) => ({
      grossCents: a.grossCents + b.grossCents,
      commissionCents: a.commissionCents + b.commissionCents,
      netCents: a.netCents + b.netCents,
    }),
    ZERO,
  );

export const lineErrorKey = (key: number, field: string) => `line-${key}.${field}`;

export interface LinesForm {
  lines: Line[];
  notes: string;
}

/**
 * The body's items: lines with a product and a quantity above 0, checked as registerSaleBody /
 * registerReturnBody take them. A sale also needs a price above 0 (spec 5); a line for an item
 * already listed is refused here rather than merged silently. The schema names a line by its
 * place among those sent, the form by its row; a form rule's message wins over the schema's.
 */
export const linesForm = (items: AgreementItemView[], kind: 'sale' | 'return') =>
  z.custom<LinesForm>().transform((f, ctx) => {
    const chosen = f.lines.filter((l) => l.productId && Number(l.quantity) > 0);
    const body = {
      items: chosen.map((l) => ({ productId: l.productId, quantity: Number(l.quantity) })),
      notes: f.notes.trim() || undefined,
    };
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    for (const l of chosen) {
      const item = items.find((i) => i.product === l.productId);
      if (!Number.isInteger(Number(l.quantity)))
        fail(lineErrorKey(l.key, 'quantity'), M['AGREEMENT.QUANTITY_POSITIVE']);
      if (kind === 'sale' && item && item.unitPrice <= 0)
        fail(lineErrorKey(l.key, 'productId'), M['SALE.PRICE_REQUIRED']);
    }
    const schema = kind === 'sale' ? registerSaleBody : registerReturnBody;
    for (const issue of schema.safeParse(body).error?.issues ?? []) {
      const [head, index, field] = issue.path;
      const line = head === 'items' && typeof index === 'number' && field ? chosen[index] : undefined;
      fail(line ? lineErrorKey(line.key, String(field)) : issue.path.join('.') || '(body)', issue.message);
    }
    return body;
  });
