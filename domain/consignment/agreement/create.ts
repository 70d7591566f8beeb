import { CONSIGNED, inventoryInvalid } from '../../inventory';
import { isWithinAmount, isWithinQuantity, isWithinTotal, outOfBounds } from '../../shared/bounds';
import { addDays, isIsoDay } from '../../shared/dates';
import { hasAtMostDecimals, toCents } from '../../shared/money';
import { trimmed } from '../../shared/values';
import { DEFAULT_AGREEMENT_DAYS, type AgreementItemInput, type CreateAgreement } from './commands';
import { agreementIllegal, agreementInvalid } from './errors';
import type { AgreementCreated, AgreementItem } from './events';
import { checkCommission, DEFAULT_COMMISSION } from '../commission';
import type { AgreementState } from './evolve';
import { agreementTotals, NO_MONEY } from './money';

// Spec 5 "New agreement". The command-api has already checked the partner (exists, active) and each
// product (exists, active, enough stock at its location) and filled the defaults it knows (the
// product's price, the partner's commission); decide() checks the rest and fills what it can.

/** The shop's "today" is the UTC date of the command's clock, so a replay decides the same. */
const today = (now: string) => new Date(now).toISOString().slice(0, 10);

function datesOf(data: CreateAgreement['data'], now: string): { startDate: string; endDate: string } {
  const startDate = trimmed(data.startDate) || today(now);
  if (!isIsoDay(startDate)) throw agreementInvalid('AGREEMENT.DATES_REQUIRED', 'startDate');
  // Spec 5 and 9: an agreement runs 30 days unless its dates say otherwise.
  const endDate = trimmed(data.endDate) || addDays(startDate, DEFAULT_AGREEMENT_DAYS);
  if (!isIsoDay(endDate)) throw agreementInvalid('AGREEMENT.DATES_REQUIRED', 'endDate');
  if (endDate < startDate) throw agreementInvalid('AGREEMENT.END_BEFORE_START', 'endDate');
  return { startDate, endDate };
}

/** A row of the form as a script may send it: anything can be missing. */
type GivenItem = Partial<AgreementItemInput>;

/** Spec 5: rows without a product or without a quantity > 0 are dropped, as the form does on submit. */
export const isCompleteItem = (item: GivenItem) =>
  trimmed(item.productId) !== '' && typeof item.quantity === 'number' && item.quantity > 0;

function itemOf(given: GivenItem, index: number): AgreementItem {
  const path = `items.${index}`;
  const quantity = given.quantity!;
  if (!Number.isInteger(quantity)) throw agreementInvalid('AGREEMENT.QUANTITY_POSITIVE', `${path}.quantity`);
  if (!isWithinQuantity(quantity)) throw outOfBounds('QUANTITY.TOO_LARGE', `${path}.quantity`);
  const price = given.unitPrice;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
    throw agreementInvalid('AGREEMENT.UNIT_PRICE_NEGATIVE', `${path}.unitPrice`);
  if (!hasAtMostDecimals(price, 2)) throw agreementInvalid('AGREEMENT.AMOUNT_TOO_PRECISE', `${path}.unitPrice`);
  if (!isWithinAmount(price)) throw outOfBounds('AMOUNT.TOO_LARGE', `${path}.unitPrice`);
  const commissionTenths = checkCommission(given.commission ?? DEFAULT_COMMISSION, `${path}.commission`);
  // Returns go back where the units left from, so the origin must be a real location of ours.
  const locationId = trimmed(given.locationId);
  if (!locationId) throw inventoryInvalid('PRODUCT.LOCATION_REQUIRED', `${path}.locationId`);
  if (locationId === CONSIGNED) throw inventoryInvalid('MOVEMENT.LOCATION_RESERVED', `${path}.locationId`);
  return {
    productId: trimmed(given.productId),
    productName: trimmed(given.productName),
    sku: trimmed(given.sku),
    quantity,
    unitPriceCents: toCents(price),
    commissionTenths,
    locationId,
  };
}

function itemsOf(given: readonly GivenItem[] | undefined): AgreementItem[] {
  const rows = (given ?? []).map((item, index) => ({ item, index })).filter(({ item }) => isCompleteItem(item));
  if (rows.length === 0) throw agreementInvalid('AGREEMENT.ITEMS_REQUIRED', 'items');
  // One line per product keeps every sale, return and stock movement unambiguous.
  const seen = new Set<string>();
  return rows.map(({ item, index }) => {
    const agreed = itemOf(item, index);
    if (seen.has(agreed.productId)) throw agreementInvalid('AGREEMENT.DUPLICATE_PRODUCT', `items.${index}.productId`);
    seen.add(agreed.productId);
    return agreed;
  });
}

export function createAgreement({ data, metadata }: CreateAgreement, state: AgreementState): AgreementCreated[] {
  if (state.status !== 'absent') throw agreementIllegal('AGREEMENT.ALREADY_EXISTS');
  const partnerId = trimmed(data.partnerId);
  if (!partnerId) throw agreementInvalid('AGREEMENT.PARTNER_REQUIRED', 'partnerId');
  const dates = datesOf(data, metadata.now);
  const items = itemsOf(data.items);
  // The agreement's value is the largest figure its sales and statement add up: it must fit.
  if (!isWithinTotal(agreementTotals(items, NO_MONEY).totalValueCents)) throw outOfBounds('TOTAL.TOO_LARGE', 'items');
  return [
    {
      type: 'AgreementCreated',
      data: {
        agreementId: data.agreementId,
        partnerId,
        partnerName: trimmed(data.partnerName),
        ...dates,
        items,
        notes: trimmed(data.notes),
        createdAt: metadata.now,
      },
    },
  ];
}
