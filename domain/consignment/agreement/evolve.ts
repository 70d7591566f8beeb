import { addMoney, NO_MONEY, type Money } from './money';
import type { AgreementEvent, AgreementItem, ReturnLine, SaleLine } from './events';

/** An item as agreed, with what came of it so far. */
export interface ItemOnShelf extends AgreementItem {
  soldQuantity: number;
  returnedQuantity: number;
}

interface AgreementBooks {
  agreementId: string;
  partnerId: string;
  partnerName: string;
  startDate: string;
  endDate: string;
  items: ItemOnShelf[];
  notes: string;
  createdAt: string;
  /** The sum of every sale registered: soldValue, commissionTotal and netValue. */
  sales: Money;
  /** Settlements whose statement the partner confirmed (their ids). */
  acknowledged: string[];
  /** Lines the partner said do not match, and whether the shop resolved each. */
  discrepancies: { discrepancyId: string; productId: string; resolved: boolean }[];
}

export type ActiveAgreement = { status: 'active' } & AgreementBooks;
export type SettledAgreement = { status: 'settled'; settledAt: string } & AgreementBooks;
export type CancelledAgreement = {
  status: 'cancelled';
  cancelledAt: string;
  reason: string;
} & AgreementBooks;
export type KnownAgreement = ActiveAgreement | SettledAgreement | CancelledAgreement;
/** Spec 4: active until settled, or cancelled before anything sold. 'completed' has no transition. */
export type AgreementState = { status: 'absent' } | KnownAgreement;

export const initialAgreement = (): AgreementState => ({ status: 'absent' });

export function evolveAgreement(state: AgreementState, event: AgreementEvent): AgreementState {
  if (event.type === 'AgreementCreated') {
    // `stockMoved` says who moved the stock (see events.ts), not what the agreement is.
    const { items, createdAt, stockMoved: _, ...agreement } = event.data;
    const onShelf = items.map((item) => ({ ...item, soldQuantity: 0, returnedQuantity: 0 }));
    return {
      status: 'active',
      ...agreement,
      items: onShelf,
      createdAt,
      sales: NO_MONEY,
      acknowledged: [],
      discrepancies: [],
    };
  }
  return state.status === 'absent' ? state : evolveKnown(state, event);
}

function evolveKnown(state: KnownAgreement, event: AgreementEvent): KnownAgreement {
  switch (event.type) {
    case 'ConsignmentSaleRegistered': {
      const { grossCents, commissionCents, netCents } = event.data;
      return {
        ...sold(state, event.data.lines),
        sales: addMoney(state.sales, { grossCents, commissionCents, netCents }),
      };
    }
    case 'ConsignmentReturnRegistered':
      return returned(state, event.data.lines);
    case 'AgreementSettled':
      return {
        ...returned(state, event.data.returnedLines),
        status: 'settled',
        settledAt: event.data.settledAt,
      };
    case 'AgreementCancelled': {
      const { returnedLines, reason, cancelledAt } = event.data;
      return { ...returned(state, returnedLines), status: 'cancelled', cancelledAt, reason };
    }
    case 'StatementAcknowledged':
      return { ...state, acknowledged: [...state.acknowledged, event.data.settlementId] };
    case 'DiscrepancyReported': {
      const { discrepancyId, productId } = event.data;
      return { ...state, discrepancies: [...state.discrepancies, { discrepancyId, productId, resolved: false }] };
    }
    case 'DiscrepancyResolved': {
      const { discrepancyId } = event.data;
      const discrepancies = state.discrepancies.map((d) =>
        d.discrepancyId === discrepancyId ? { ...d, resolved: true } : d,
      );
      return { ...state, discrepancies };
    }
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}

function counted<S extends KnownAgreement>(
  state: S,
  lines: readonly (SaleLine | ReturnLine)[],
  field: 'soldQuantity' | 'returnedQuantity',
): S {
  const items = state.items.map((item) => {
    const units = lines.filter((l) => l.productId === item.productId).reduce((sum, l) => sum + l.quantity, 0);
    return units === 0 ? item : { ...item, [field]: item[field] + units };
  });
  return { ...state, items };
}

const sold = <S extends KnownAgreement>(state: S, lines: readonly SaleLine[]) => counted(state, lines, 'soldQuantity');
const returned = <S extends KnownAgreement>(state: S, lines: readonly ReturnLine[]) =>
  counted(state, lines, 'returnedQuantity');
