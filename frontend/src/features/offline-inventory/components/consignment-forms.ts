import { z } from 'zod';
import {
  CONSIGNMENT_MESSAGES as M,
  DEFAULT_AGREEMENT_DAYS,
  DEFAULT_COMMISSION,
  registerReturnBody,
  registerSaleBody,
  type AgreementItemView,
} from '@domain/consignment';
import { addDays } from '@domain/shared';
import { localDay } from '@/lib/local-day';
import { blankRow, type AgreementForm } from '@/lib/forms/agreement-form';

// The consignment forms of the offline screen (spec 5): a new agreement filled from a queued
// operation's body (the form itself is the consignment screen's, in lib/forms), and the lines of a
// sale or a return. Checked with the domain's schemas and messages; the decider's own rules that
// the schemas leave to it are checked beside them, worded as it words them.

type Body = Record<string, unknown>;
const fail = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', message, path: [path] });

let nextKey = 1;

/** Spec 5 defaults (start today, end 30 days later, one empty row), or a queued agreement's body. */
export function agreementFormOf(b: Body = {}): AgreementForm {
  const start = typeof b.startDate === 'string' ? b.startDate : localDay();
  const items = (b.items as { productId: string; quantity: number; unitPrice?: number; commission?: number }[]) ?? [];
  return {
    partnerId: typeof b.partnerId === 'string' ? b.partnerId : '',
    startDate: start,
    endDate: typeof b.endDate === 'string' ? b.endDate : addDays(start, DEFAULT_AGREEMENT_DAYS),
    items: items.length
      ? items.map((i) => ({
          ...blankRow(i.commission ?? DEFAULT_COMMISSION),
          productId: i.productId,
          quantity: String(i.quantity),
          unitPrice: i.unitPrice === undefined ? '' : String(i.unitPrice),
        }))
      : [blankRow()],
    notes: typeof b.notes === 'string' ? b.notes : '',
  };
}

// A sale's or a return's lines: an item with units remaining, a quantity clamped to what remains.
export interface Line {
  key: number;
  productId: string;
  quantity: string;
}
export interface LinesForm {
  lines: Line[];
}
export const blankLine = (): Line => ({ key: nextKey++, productId: '', quantity: '' });
export const linesFormOf = (b: Body = {}): LinesForm => {
  const items = (b.items as { productId: string; quantity: number }[] | undefined) ?? [];
  return {
    lines: items.length
      ? items.map((i) => ({ key: nextKey++, productId: i.productId, quantity: String(i.quantity) }))
      : [blankLine()],
  };
};

/** Spec 5: only items with units remaining can be sold or returned. */
export const withRemaining = (items: AgreementItemView[]) => items.filter((i) => i.remaining > 0);

/** The quantity typed, clamped to what remains (spec 5). */
export function clampQuantity(text: string, remaining: number): string {
  if (text.trim() === '') return '';
  const n = Number(text);
  return Number.isFinite(n) ? String(Math.min(Math.max(0, Math.trunc(n)), remaining)) : text;
}
export const lineErrorKey = (key: number, field: string) => `line-${key}.${field}`;

/** Lines with a product and a quantity above 0, checked as registerSaleBody / registerReturnBody take them. */
export const linesForm = (items: AgreementItemView[], kind: 'sale' | 'return') =>
  z.custom<LinesForm>().transform((f, ctx) => {
    const chosen = f.lines.filter((l) => l.productId && Number(l.quantity) > 0);
    const body = { items: chosen.map((l) => ({ productId: l.productId, quantity: Number(l.quantity) })) };
    for (const l of chosen) {
      const item = items.find((i) => i.product === l.productId);
      if (!Number.isInteger(Number(l.quantity)))
        fail(ctx, lineErrorKey(l.key, 'quantity'), M['AGREEMENT.QUANTITY_POSITIVE']);
      if (kind === 'sale' && item && item.unitPrice <= 0)
        fail(ctx, lineErrorKey(l.key, 'productId'), M['SALE.PRICE_REQUIRED']);
    }
    const schema = kind === 'sale' ? registerSaleBody : registerReturnBody;
    for (const issue of schema.safeParse(body).error?.issues ?? []) {
      const [head, index, field] = issue.path;
      const line = head === 'items' && typeof index === 'number' && field ? chosen[index] : undefined;
      fail(ctx, line ? lineErrorKey(line.key, String(field)) : issue.path.join('.') || '(body)', issue.message);
    }
    return body;
  });
