import {
  createAgreementBody,
  DEFAULT_AGREEMENT_DAYS,
  DEFAULT_COMMISSION,
  type CreateAgreementBody,
} from '@domain/consignment';
import { CONSIGNMENT_MESSAGES as M } from '@domain/consignment';
import type { ProductView } from '@domain/inventory';
import { localDay } from '@/lib/local-day';
import { addDays } from '@domain/shared';
import { z } from 'zod';
import { numberOrUndefined } from '@/lib/problem';

// The new-agreement form (spec 5), on the consignment screen and the offline desktop inventory: what
// it holds, its defaults, the body it sends and the rules checked before sending, with the domain's
// schema and messages.
export interface ItemRow {
  key: number;
  productId: string;
  quantity: string;
  unitPrice: string;
  commission: string;
  /** A commission typed by hand stays when the partner changes; the default follows the partner. */
  commissionEdited: boolean;
}
export interface AgreementForm {
  partnerId: string;
  startDate: string;
  endDate: string;
  items: ItemRow[];
  notes: string;
}

let nextKey = 1;
export const blankRow = (commission = DEFAULT_COMMISSION): ItemRow => ({
  key: nextKey++,
  productId: '',
  quantity: '',
  unitPrice: '',
  commission: String(commission),
  commissionEdited: false,
});

/** Spec 5 defaults: start today, end 30 days later, commission 20, one empty item row. */
export function blankAgreement(now = new Date(), partnerId = ''): AgreementForm {
  const start = localDay(now);
  return {
    partnerId,
    startDate: start,
    endDate: addDays(start, DEFAULT_AGREEMENT_DAYS),
    items: [blankRow()],
    notes: '',
  };
}

/** Choosing a product sets the unit price to the product's own price. */
export const withProduct = (row: ItemRow, product: ProductView | undefined): ItemRow => ({
  ...row,
  productId: product?.id ?? '',
  unitPrice: product ? String(product.price) : '',
});

/** A new partner brings its default commission to every row whose commission nobody typed. */
export const withPartnerCommission = (rows: ItemRow[], commission: number): ItemRow[] =>
  rows.map((r) => (r.commissionEdited ? r : { ...r, commission: String(commission) }));

/** Spec 5: removing the last row leaves an empty one. */
export function removeRow(rows: ItemRow[], key: number, commission = DEFAULT_COMMISSION): ItemRow[] {
  const left = rows.filter((r) => r.key !== key);
  return left.length ? left : [blankRow(commission)];
}

/** Spec 5: rows without a product or a quantity above 0 are dropped on submit. */
export const isComplete = (r: ItemRow) => r.productId !== '' && (numberOrUndefined(r.quantity) ?? 0) > 0;

export const rowErrorKey = (key: number, field: string) => `row-${key}.${field}`;

/**
 * The form checked as the body createAgreementBody takes, plus what the decider checks and the
 * schema leaves to it (worded as it words them). The schema names an item by its place among the
 * rows sent; the form names it by its row. A decider rule's message wins over the schema's for a field.
 */
export const agreementForm = z.custom<AgreementForm>().transform((f, ctx): CreateAgreementBody => {
  const rows = f.items.filter(isComplete);
  const body = {
    partnerId: f.partnerId,
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
    items: rows.map((r) => ({
      productId: r.productId,
      quantity: Number(r.quantity),
      unitPrice: numberOrUndefined(r.unitPrice),
      commission: numberOrUndefined(r.commission),
    })),
    notes: f.notes.trim() || undefined,
  };
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  for (const [path, message] of formRules(f, rows)) fail(path, message);
  for (const issue of createAgreementBody.safeParse(body).error?.issues ?? []) {
    const [head, index, field] = issue.path;
    const row = head === 'items' && typeof index === 'number' && field ? rows[index] : undefined;
    fail(row ? rowErrorKey(row.key, String(field)) : issue.path.join('.') || '(body)', issue.message);
  }
  return body;
});

/** What the decider checks and the schema leaves to it, as [path, message]. */
function formRules(f: AgreementForm, rows: ItemRow[]): [string, string][] {
  const out: [string, string][] = [];
  if (!f.startDate || !f.endDate) out.push(['startDate', M['AGREEMENT.DATES_REQUIRED']]);
  else if (f.endDate < f.startDate) out.push(['endDate', M['AGREEMENT.END_BEFORE_START']]);
  if (rows.length === 0) out.push(['items', M['AGREEMENT.ITEMS_REQUIRED']]);
  const seen = new Set<string>();
  for (const r of rows) {
    if (!Number.isInteger(Number(r.quantity)))
      out.push([rowErrorKey(r.key, 'quantity'), M['AGREEMENT.QUANTITY_POSITIVE']]);
    if (seen.has(r.productId)) out.push([rowErrorKey(r.key, 'productId'), M['AGREEMENT.DUPLICATE_PRODUCT']]);
    seen.add(r.productId);
  }
  return out;
}
