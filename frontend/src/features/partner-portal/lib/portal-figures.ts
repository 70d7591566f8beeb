import type {
  AgreementCancelled,
  AgreementCreated,
  AgreementHistoryEntry,
  AgreementSettled,
  AgreementView,
  ConsignmentReturnRegistered,
  ConsignmentSaleRegistered,
  DiscrepancyReported,
  DiscrepancyResolved,
} from '@domain/consignment';

// The portal's figures, from the same reads the shop's screens use: the agreements' items (what the
// statement prints) and each agreement's events (when it happened). Money in the events is centavos.

/** Still on the partner's shelf: an open agreement's items not yet sold or returned. */
export const stemsOnHand = (agreements: readonly AgreementView[]) =>
  agreements
    .filter((a) => a.status === 'active' || a.status === 'completed')
    .reduce((n, a) => n + a.items.reduce((m, i) => m + i.remaining, 0), 0);

export const activeAgreements = (agreements: readonly AgreementView[]) =>
  agreements.filter((a) => a.status === 'active').length;

/** One sale as the partner's list shows it: when, which agreement, what left the shelf, for how much. */
export interface PortalSale {
  key: string;
  agreementId: string;
  code: string;
  soldAt: string;
  lines: { productId: string; productName: string; quantity: number }[];
  units: number;
  gross: number;
  net: number;
}

/** Every sale of the agreements, newest first. */
export function salesOf(
  agreements: readonly AgreementView[],
  histories: ReadonlyMap<string, readonly AgreementHistoryEntry[]>,
) {
  const sales: PortalSale[] = [];
  for (const a of agreements) {
    const name = (productId: string) => a.items.find((i) => i.product === productId)?.productName ?? productId;
    for (const entry of histories.get(a.id) ?? []) {
      if (entry.type !== 'ConsignmentSaleRegistered') continue;
      const d = entry.data as ConsignmentSaleRegistered['data'];
      const lines = d.lines.map((l) => ({
        productId: l.productId,
        productName: name(l.productId),
        quantity: l.quantity,
      }));
      sales.push({
        key: `${a.id}:${entry.revision}`,
        agreementId: a.id,
        code: a.code,
        soldAt: d.soldAt ?? entry.occurredAt,
        lines,
        units: lines.reduce((n, l) => n + l.quantity, 0),
        gross: d.grossCents / 100,
        net: d.netCents / 100,
      });
    }
  }
  return sales.sort((x, y) => y.soldAt.localeCompare(x.soldAt));
}

/** Units and value sold in the month of `now` (the device's month, as the person reads "this month"). */
export function soldInMonth(sales: readonly PortalSale[], now = new Date()) {
  const inMonth = sales.filter((s) => {
    const at = new Date(s.soldAt);
    return at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth();
  });
  return { units: inMonth.reduce((n, s) => n + s.units, 0), gross: inMonth.reduce((n, s) => n + s.gross, 0) };
}

/** Units the events say were sold: a history that says fewer than the agreement is not caught up yet. */
export const unitsSoldIn = (history: readonly AgreementHistoryEntry[]) =>
  history
    .filter((e) => e.type === 'ConsignmentSaleRegistered')
    .reduce((n, e) => n + (e.data as ConsignmentSaleRegistered['data']).lines.reduce((m, l) => m + l.quantity, 0), 0);

export const unitsSoldOf = (a: AgreementView) => a.items.reduce((n, i) => n + i.soldQuantity, 0);

export type ItemMoment = 'placed' | 'sold' | 'returned' | 'settled' | 'cancelled' | 'reported' | 'resolved';

/** One moment of an item's life on the partner's shelf. */
export interface ItemEvent {
  key: number;
  kind: ItemMoment;
  at: string;
  quantity?: number;
  note?: string;
}

const quantityOf = (lines: readonly { productId: string; quantity: number }[], productId: string) =>
  lines.filter((l) => l.productId === productId).reduce((n, l) => n + l.quantity, 0);

/** The item's history from its agreement's events, oldest first: placed, sold, returned, settled. */
export function itemHistory(history: readonly AgreementHistoryEntry[], productId: string): ItemEvent[] {
  const reported = new Set<string>();
  const out: ItemEvent[] = [];
  for (const e of history) {
    const base = { key: e.revision, at: e.occurredAt };
    switch (e.type) {
      case 'AgreementCreated': {
        const item = (e.data as AgreementCreated['data']).items.find((i) => i.productId === productId);
        if (item) out.push({ ...base, kind: 'placed', quantity: item.quantity });
        break;
      }
      case 'ConsignmentSaleRegistered': {
        const q = quantityOf((e.data as ConsignmentSaleRegistered['data']).lines, productId);
        if (q > 0) out.push({ ...base, kind: 'sold', quantity: q });
        break;
      }
      case 'ConsignmentReturnRegistered': {
        const q = quantityOf((e.data as ConsignmentReturnRegistered['data']).lines, productId);
        if (q > 0) out.push({ ...base, kind: 'returned', quantity: q });
        break;
      }
      case 'AgreementSettled': {
        const q = quantityOf((e.data as AgreementSettled['data']).returnedLines, productId);
        if (q > 0) out.push({ ...base, kind: 'returned', quantity: q });
        out.push({ ...base, kind: 'settled' });
        break;
      }
      case 'AgreementCancelled': {
        const q = quantityOf((e.data as AgreementCancelled['data']).returnedLines, productId);
        if (q > 0) out.push({ ...base, kind: 'returned', quantity: q });
        out.push({ ...base, kind: 'cancelled' });
        break;
      }
      case 'DiscrepancyReported': {
        const d = e.data as DiscrepancyReported['data'];
        if (d.productId !== productId) break;
        reported.add(d.discrepancyId);
        out.push({ ...base, kind: 'reported', note: d.note });
        break;
      }
      case 'DiscrepancyResolved': {
        const d = e.data as DiscrepancyResolved['data'];
        if (reported.has(d.discrepancyId)) out.push({ ...base, kind: 'resolved', note: d.note || undefined });
        break;
      }
    }
  }
  return out;
}
