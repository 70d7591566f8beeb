import { DEFAULT_AGREEMENT_DAYS, DEFAULT_COMMISSION } from '@domain/consignment';
import { addDays } from '@domain/shared';
import { localDay } from '@/lib/local-day';
import { blankRow, type AgreementForm } from '@/lib/forms/agreement-form';
import { blankLine, type LinesForm } from '@/lib/forms/sale-lines';

// The consignment forms of the offline screen (spec 5), filled from a queued operation's body: a new
// agreement and the lines of a sale or a return. The forms themselves (values, checks, messages) are
// the consignment screen's, in lib/forms.

type Body = Record<string, unknown>;
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

/** A sale's or a return's lines (the consignment screen's form, in lib/forms), or a queued one's body. */
export const linesFormOf = (b: Body = {}): LinesForm => {
  const items = (b.items as { productId: string; quantity: number }[] | undefined) ?? [];
  return {
    lines: items.length
      ? items.map((i) => ({ ...blankLine(), productId: i.productId, quantity: String(i.quantity) }))
      : [blankLine()],
    notes: '',
  };
};
