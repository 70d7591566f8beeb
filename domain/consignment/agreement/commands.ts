import { z } from 'zod';
import { boundedAmount, boundedQuantity } from '../../shared/bounds';
import type { Command } from '../../shared/decider';
import { required, text } from '../../shared/fields';
import { hasAtMostDecimals } from '../../shared/money';
import { commission } from '../commission';
import { AGREEMENT_MESSAGES as M } from './errors';
import type { AcknowledgedFrom } from './events';

// An agreement's HTTP bodies (command-api validates them; the app's forms show the same messages)
// and the commands decide() receives, which re-checks every rule. Amounts arrive in pesos,
// commissions in percent with one decimal; events hold centavos and tenths of a percent.

/** Spec 5 and 9: an agreement runs 30 days unless its dates say otherwise. */
export const DEFAULT_AGREEMENT_DAYS = 30;

const isoDate = z.iso.date({ error: M['AGREEMENT.DATES_REQUIRED'] });

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

export type CreateAgreementBody = z.input<typeof createAgreementBody>;

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

// Issue 45: the partner's two writes from its portal and the shop's answer to a discrepancy.
export const acknowledgeStatementBody = z.object({ note: text(500).optional() }).strict();
export const reportDiscrepancyBody = z
  .object({
    discrepancyId: z.uuid().optional(),
    productId: z.uuid({ error: M['DISCREPANCY.PRODUCT_NOT_IN_AGREEMENT'] }),
    note: required(500, M['DISCREPANCY.NOTE_REQUIRED']),
  })
  .strict();
export const resolveDiscrepancyBody = z
  .object({ agreementId: z.uuid({ error: M['AGREEMENT.NOT_FOUND'] }), note: text(500).optional() })
  .strict();

/** The partner the signed-in account speaks for: another partner's agreement is one it cannot see. */
interface AsPartner {
  asPartner: string;
}
export type AcknowledgeStatement = Command<
  'AcknowledgeStatement',
  z.infer<typeof acknowledgeStatementBody> &
    AsPartner & {
      settlementId: string;
      /** The agreement's settlement as its stream holds it (its event's id), looked up by the sender. */
      settledAs: string | undefined;
      from: AcknowledgedFrom;
    }
>;
export type ReportDiscrepancy = Command<
  'ReportDiscrepancy',
  z.infer<typeof reportDiscrepancyBody> & AsPartner & { discrepancyId: string }
>;
export type ResolveDiscrepancy = Command<'ResolveDiscrepancy', { discrepancyId: string; note?: string }>;
export type PartnerPortalCommand = AcknowledgeStatement | ReportDiscrepancy | ResolveDiscrepancy;

export type AgreementCommand =
  | RegisterConsignmentSale
  | RegisterConsignmentReturn
  | SettleAgreement
  | CancelAgreement
  | CreateAgreement
  | PartnerPortalCommand;
