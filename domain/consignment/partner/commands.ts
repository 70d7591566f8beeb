import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { required, text } from '../../shared/fields';
import { commission, DEFAULT_COMMISSION } from '../commission';
import { PARTNER_STATUSES, PARTNER_TYPES } from './events';
import { PARTNER_MESSAGES as M } from './errors';

// A partner's HTTP bodies (command-api validates them; the app's forms show the same messages) and
// the commands decide() receives, which re-checks every rule.

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

export type RegisterPartnerBody = z.input<typeof registerPartnerBody>;

export type RegisterPartner = Command<'RegisterPartner', z.infer<typeof registerPartnerBody> & { partnerId: string }>;
export type UpdatePartner = Command<'UpdatePartner', z.infer<typeof updatePartnerBody>>;
export type PartnerCommand = RegisterPartner | UpdatePartner;
