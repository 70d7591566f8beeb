import { formatCount, formatMoney } from '@/lib/money';
import type {
  AgreementCancelled,
  AgreementCreated,
  AgreementSettled,
  ConsignmentReturnRegistered,
  ConsignmentSaleRegistered,
  ReturnLine,
} from '@domain/consignment';
import type { AgreementHistoryEntry, AgreementView } from '@domain/consignment';
import { formatDay } from './dates';

type T = (key: string, options?: Record<string, unknown>) => string;
const cents = (n: number) => formatMoney(n / 100);
const count = (n: number) => formatCount(n);

/** An agreement event in the shop's words: a title and the lines that say what, how much and why. */
export function describeEvent(
  entry: AgreementHistoryEntry,
  agreement: AgreementView,
  t: T,
): { title: string; lines: string[] } {
  const name = (productId: string) => agreement.items.find((i) => i.product === productId)?.productName ?? productId;
  const returned = (lines: ReturnLine[]) =>
    lines
      .map((l) => t('consignment.history.returnLine', { qty: count(l.quantity), name: name(l.productId) }))
      .join(', ');
  const notes = (text: string | undefined, key = 'notes') => (text ? [t(`consignment.history.${key}`, { text })] : []);
  const title = t(`consignment.history.${entry.type}`, { defaultValue: entry.type });
  switch (entry.type) {
    case 'AgreementCreated': {
      const d = entry.data as AgreementCreated['data'];
      const units = d.items.reduce((n, i) => n + i.quantity, 0);
      return {
        title,
        lines: [
          t('consignment.history.createdLine', {
            partner: d.partnerName,
            start: formatDay(d.startDate),
            end: formatDay(d.endDate),
            units: count(units),
          }),
          ...d.items.map((i) =>
            t('consignment.history.itemLine', {
              qty: count(i.quantity),
              name: i.productName,
              price: cents(i.unitPriceCents),
              commission: i.commissionTenths / 10,
            }),
          ),
          ...notes(d.notes),
        ],
      };
    }
    case 'ConsignmentSaleRegistered': {
      const d = entry.data as ConsignmentSaleRegistered['data'];
      return {
        title,
        lines: [
          ...d.lines.map(
            (l) =>
              t('consignment.history.saleLine', {
                qty: count(l.quantity),
                name: name(l.productId),
                price: cents(l.unitPriceCents),
                commission: l.commissionTenths / 10,
              }) +
              (l.requestedQuantity > l.quantity
                ? ` (${t('consignment.history.capped', { requested: count(l.requestedQuantity) })})`
                : ''),
          ),
          t('consignment.history.amounts', {
            gross: cents(d.grossCents),
            commission: cents(d.commissionCents),
            net: cents(d.netCents),
          }),
          ...notes(d.notes),
        ],
      };
    }
    case 'ConsignmentReturnRegistered': {
      const d = entry.data as ConsignmentReturnRegistered['data'];
      return { title, lines: [returned(d.lines), ...notes(d.notes)] };
    }
    case 'AgreementSettled': {
      const d = entry.data as AgreementSettled['data'];
      return {
        title,
        lines: [
          t('consignment.history.amounts', {
            gross: cents(d.grossCents),
            commission: cents(d.commissionCents),
            net: cents(d.netCents),
          }),
          ...(d.returnedLines.length
            ? [t('consignment.history.returnedBack', { lines: returned(d.returnedLines) })]
            : []),
          ...notes(d.notes),
        ],
      };
    }
    case 'AgreementCancelled': {
      const d = entry.data as AgreementCancelled['data'];
      return {
        title,
        lines: [
          ...(d.returnedLines.length
            ? [t('consignment.history.returnedBack', { lines: returned(d.returnedLines) })]
            : []),
          ...notes(d.reason, 'reason'),
        ],
      };
    }
    default:
      return { title, lines: [] };
  }
}
