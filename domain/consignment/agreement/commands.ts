import { z } from 'zod';
import { boundedAmount, boundedQuantity } from '../../shared/bounds';
import type { Command } from '../../shared/decider';
import { hasAtMostDecimals, toCents } from '../../shared/money';
import { PARTNER_STATUSES, PARTNER_TYPES } from './events';
import { CONSIGNMENT_MESSAGES as M } from './errors';

// HTTP bodies (command-api validates them; the app's forms show the same messages) and the commands
// decide() receives, which re-checks every rule. Amounts arrive in pesos, commissions in percent
// with one decimal; events hold centavos and tenths of a percent.

export { hasAtMostDecimals, toCents };
export const toTenths = (percent: number) => Math.round(percent * 10);
/** Spec 9: 20 % unless the partner or the item says otherwise. */
export const DEFAULT_COMMISSION = 20;
/** Spec 5 and 9: an agreement runs 30 days unless its dates say otherwise. */
export const DEFAULT_AGREEMENT_DAYS = 30;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` });
const required = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(max, { error: `Máximo ${max} caracteres.` });
export const commission = z
  .number({ error: M['PARTNER.COMMISSION_RANGE'] })
  .min(0, { error: M['PARTNER.COMMISSION_RANGE'] })
  .max(100, { error: M['PARTNER.COMMISSION_RANGE'] })
  .refine((n) => hasAtMostDecimals(n, 1), { error: M['PARTNER.COMMISSION_STEP'] });
const isoDate = z.iso.date({ error: M['AGREEMENT.DATES_REQUIRED'] });

const address = z
  .object({ street: text(200), city: text(100), state: text(100), zipCode: text(20), country: text(100) })
  .partial()
  .strict();
const contact = z
  .object({ name: text(120), phone: text(40), email: text(200), position: text(100) })
  .partial()
  .strict();

/** Spec 5 "New partner": business name and taxId required; commission 0–100, step 0.1 (default 20). */
const partnerFields = {
  businessName: required(200, M['PARTNER.BUSINESS_NAME_REQUIRED']),
  tradeName: text(200).optional(),
  type: z.enum(PARTNER_TYPES, { error: M['PARTNER.INVALID_TYPE'] }),
  taxId: required(20, M['PARTNER.TAX_ID_REQUIRED']).describe('RFC'),
  defaultCommission: commission.describe('Porcentaje, un decimal'),
  primaryAddress: address.optional().describe('country: México por defecto'),
  mainContact: contact.optional(),
  notes: text(2000).optional(),
};
// The defaults belong to registration only: on an update a missing field keeps its value.
export const registerPartnerBody = z
  .object({
    partnerId: z.uuid().optional(),
    ...partnerFields,
    type: partnerFields.type.default('other'),
    defaultCommission: partnerFields.defaultCommission.default(DEFAULT_COMMISSION),
    status: z.enum(PARTNER_STATUSES, { error: M['PARTNER.INVALID_STATUS'] }).default('active'),
  })
  .strict();
export const updatePartnerBody = z
  .object({ ...partnerFields, status: z.enum(PARTNER_STATUSES, { error: M['PARTNER.INVALID_STATUS'] }) })
  .partial()
  .strict();

/** An item row of the form; rows without a product or a quantity are dropped (spec 5). */
const agreementItem = z
  .object({
    productId: z.uuid().optional().or(z.literal('')),
    quantity: boundedQuantity(z.number({ error: M['AGREEMENT.QUANTITY_POSITIVE'] })).optional(),
    unitPrice: boundedAmount(
      z
        .number({ error: M['AGREEMENT.UNIT_PRICE_NEGATIVE'] })
        .min(0, { error: M['AGREEMENT.UNIT_PRICE_NEGATIVE'] })
        .refine((n) => hasAtMostDecimals(n, 2), { error: M['AGREEMENT.AMOUNT_TOO_PRECISE'] }),
    )
      .optional()
      .describe('Por defecto, el precio del producto'),
    commission: commission.optional().describe('Por defecto, la comisión del socio (20 %)'),
  })
  .strict();

/** Spec 5 "New agreement". Dates yyyy-mm-dd; default start today, end 30 days later. */
export const createAgreementBody = z
  .object({
    agreementId: z.uuid().optional(),
    partnerId: z.uuid({ error: M['AGREEMENT.PARTNER_REQUIRED'] }),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    items: z.array(agreementItem).max(100),
    notes: text(2000).optional(),
  })
  .strict();

const lineItem = z
  .object({
    productId: z.uuid({ error: M['SALE.ITEM_NOT_IN_AGREEMENT'] }),
    quantity: boundedQuantity(z.number({ error: M['AGREEMENT.QUANTITY_POSITIVE'] }))
      .int({ error: M['AGREEMENT.QUANTITY_POSITIVE'] })
      .min(1, { error: M['AGREEMENT.QUANTITY_POSITIVE'] }),
  })
  .strict();
/** Spec 5 "Sale": price and commission come from the agreement's item, never from the request. */
export const registerSaleBody = z
  .object({
    saleId: z.uuid().optional(),
    items: z.array(lineItem).min(1, { error: M['SALE.ITEMS_REQUIRED'] }).max(100),
    notes: text(2000).optional(),
  })
  .strict();
export const registerReturnBody = z
  .object({
    returnId: z.uuid().optional(),
    items: z.array(lineItem).min(1, { error: M['RETURN.ITEMS_REQUIRED'] }).max(100),
    notes: text(2000).optional(),
  })
  .strict();
export const settleAgreementBody = z.object({ notes: text(2000).optional() }).strict();
export const cancelAgreementBody = z.object({ reason: text(500).optional() }).strict();

export type RegisterPartnerBody = z.input<typeof registerPartnerBody>;
export type CreateAgreementBody = z.input<typeof createAgreementBody>;

export type RegisterPartner = Command<'RegisterPartner', z.infer<typeof registerPartnerBody> & { partnerId: string }>;
export type UpdatePartner = Command<'UpdatePartner', z.infer<typeof updatePartnerBody>>;
export type PartnerCommand = RegisterPartner | UpdatePartner;

/**
 * The agreement as the command-api sends it, after checking partner and products: each item carries
 * the product's name, SKU, location and price (the default unit price) as they were at creation.
 */
export interface AgreementItemInput {
  productId: string;
  productName: string;
  sku: string;
  locationId: string;
  quantity: number;
  unitPrice: number;
  commission: number;
}
export type CreateAgreement = Command<
  'CreateAgreement',
  {
    agreementId: string;
    partnerId: string;
    partnerName: string;
    startDate?: string;
    endDate?: string;
    items: AgreementItemInput[];
    notes?: string;
  }
>;
export type RegisterConsignmentSale = Command<
  'RegisterConsignmentSale',
  z.infer<typeof registerSaleBody> & { saleId: string }
>;
export type RegisterConsignmentReturn = Command<
  'RegisterConsignmentReturn',
  z.infer<typeof registerReturnBody> & { returnId: string }
>;
export type SettleAgreement = Command<'SettleAgreement', z.infer<typeof settleAgreementBody>>;
export type CancelAgreement = Command<'CancelAgreement', z.infer<typeof cancelAgreementBody>>;
export type AgreementCommand =
  RegisterConsignmentSale | RegisterConsignmentReturn | SettleAgreement | CancelAgreement | CreateAgreement;
