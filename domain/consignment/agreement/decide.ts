import type {
  AgreementCommand,
  CancelAgreement,
  RegisterConsignmentReturn,
  RegisterConsignmentSale,
  SettleAgreement,
} from './commands';
import {
  agreementNotFound,
  agreementIllegal,
  agreementInvalid,
  nothingRemaining,
  type AgreementErrorCode,
} from './errors';
import type {
  AgreementCancelled,
  AgreementEvent,
  AgreementSettled,
  ConsignmentReturnRegistered,
  ConsignmentSaleRegistered,
  ReturnLine,
  SaleLine,
} from './events';
import { lineMoney, remainingOf, sumMoney } from './money';
import type { ActiveAgreement, AgreementState, ItemOnShelf } from './evolve';
import { createAgreement } from './create';
import { acknowledgeStatement, reportDiscrepancy, resolveDiscrepancy } from './partner-portal';
import { trimmed } from '../../shared/values';
import { isWithinQuantity, outOfBounds } from '../../shared/bounds';

export { createAgreement } from './create';

export function decideAgreement(command: AgreementCommand, state: AgreementState): AgreementEvent[] {
  switch (command.type) {
    case 'CreateAgreement':
      return createAgreement(command, state);
    case 'RegisterConsignmentSale':
      return registerConsignmentSale(command, active(state));
    case 'RegisterConsignmentReturn':
      return registerConsignmentReturn(command, active(state));
    case 'SettleAgreement':
      return settleAgreement(command, active(state));
    case 'CancelAgreement':
      return cancelAgreement(command, active(state));
    case 'AcknowledgeStatement':
      return acknowledgeStatement(command, state);
    case 'ReportDiscrepancy':
      return reportDiscrepancy(command, state);
    case 'ResolveDiscrepancy':
      return resolveDiscrepancy(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown agreement command ${(unknown as AgreementCommand).type}`);
    }
  }
}

/** Spec 4: only an active agreement takes sales, returns, settlement (and cancellation). */
function active(state: AgreementState): ActiveAgreement {
  if (state.status === 'absent') throw agreementNotFound();
  if (state.status !== 'active') throw agreementIllegal('AGREEMENT.NOT_ACTIVE');
  return state;
}

interface Asked {
  item: ItemOnShelf;
  requested: number;
  path: string;
}

/** The lines asked for, one per item: lines naming the same product add up. */
type LinesAsked = readonly { productId: string; quantity: number }[] | undefined;

function askedLines(lines: LinesAsked, required: AgreementErrorCode, agreement: ActiveAgreement): Asked[] {
  if (!lines || lines.length === 0) throw agreementInvalid(required, 'items');
  const asked = new Map<string, Asked>();
  lines.forEach((line, index) => {
    const path = `items.${index}`;
    const item = agreement.items.find((i) => i.productId === trimmed(line.productId));
    if (!item) throw agreementInvalid('SALE.ITEM_NOT_IN_AGREEMENT', `${path}.productId`);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw agreementInvalid('AGREEMENT.QUANTITY_POSITIVE', `${path}.quantity`);
    if (!isWithinQuantity(line.quantity)) throw outOfBounds('QUANTITY.TOO_LARGE', `${path}.quantity`);
    const before = asked.get(item.productId);
    asked.set(item.productId, {
      item,
      requested: (before?.requested ?? 0) + line.quantity,
      path: before?.path ?? path,
    });
  });
  return [...asked.values()];
}

/** Spec 5: never more than is still on the partner's shelf; an item with nothing left is refused. */
function capped({ item, requested }: Asked): number {
  const remaining = remainingOf(item);
  if (remaining <= 0) throw nothingRemaining(item.productName);
  return Math.min(requested, remaining);
}

/** Spec 5 "Sale": price and commission come from the item; gross − commission = net per line. */
export function registerConsignmentSale(
  { data, metadata }: RegisterConsignmentSale,
  agreement: ActiveAgreement,
): ConsignmentSaleRegistered[] {
  const lines = askedLines(data.items, 'SALE.ITEMS_REQUIRED', agreement).map((asked): SaleLine => {
    const { item, requested, path } = asked;
    if (item.unitPriceCents <= 0) throw agreementInvalid('SALE.PRICE_REQUIRED', `${path}.productId`);
    const quantity = capped(asked);
    const { productId, unitPriceCents, commissionTenths, locationId } = item;
    const money = lineMoney(quantity, unitPriceCents, commissionTenths);
    return {
      productId,
      quantity,
      requestedQuantity: requested,
      unitPriceCents,
      commissionTenths,
      ...money,
      locationId,
    };
  });
  const total = sumMoney(lines);
  return [
    {
      type: 'ConsignmentSaleRegistered',
      data: { saleId: data.saleId, lines, ...total, notes: trimmed(data.notes), soldAt: metadata.now },
    },
  ];
}

/** Spec 5 "Return": clamped to what is still on the partner's shelf. */
export function registerConsignmentReturn(
  { data, metadata }: RegisterConsignmentReturn,
  agreement: ActiveAgreement,
): ConsignmentReturnRegistered[] {
  const lines = askedLines(data.items, 'RETURN.ITEMS_REQUIRED', agreement).map((asked): ReturnLine => {
    const { productId, locationId } = asked.item;
    return { productId, quantity: capped(asked), requestedQuantity: asked.requested, locationId };
  });
  return [
    {
      type: 'ConsignmentReturnRegistered',
      data: { returnId: data.returnId, lines, notes: trimmed(data.notes), returnedAt: metadata.now },
    },
  ];
}

/** Whatever is still on the partner's shelf, as lines that bring it back. */
const leftOnShelf = (agreement: ActiveAgreement): ReturnLine[] =>
  agreement.items
    .filter((item) => remainingOf(item) > 0)
    .map(({ productId, locationId, ...counts }) => {
      const quantity = remainingOf(counts);
      return { productId, quantity, requestedQuantity: quantity, locationId };
    });

/** Spec 4: settling closes the books; what was neither sold nor returned comes back with it. */
export function settleAgreement({ data, metadata }: SettleAgreement, agreement: ActiveAgreement): AgreementSettled[] {
  const returnedLines = leftOnShelf(agreement);
  return [
    {
      type: 'AgreementSettled',
      data: { returnedLines, ...agreement.sales, notes: trimmed(data.notes), settledAt: metadata.now },
    },
  ];
}

/** Only before any sale (a sold unit must be settled and paid); everything comes back. */
export function cancelAgreement({ data, metadata }: CancelAgreement, agreement: ActiveAgreement): AgreementCancelled[] {
  if (agreement.items.some((item) => item.soldQuantity > 0)) throw agreementIllegal('AGREEMENT.CANCEL_AFTER_SALE');
  const returnedLines = leftOnShelf(agreement);
  return [
    {
      type: 'AgreementCancelled',
      data: { returnedLines, reason: trimmed(data.reason), cancelledAt: metadata.now },
    },
  ];
}
