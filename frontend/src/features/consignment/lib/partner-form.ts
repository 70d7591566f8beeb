import { z } from 'zod';
import { numberOrUndefined } from '@/lib/problem';
import { DEFAULT_COMMISSION, registerPartnerBody } from '@domain/consignment';
import type { PartnerType } from '@domain/consignment';
import { DEFAULT_COUNTRY } from '../config/consignment';

// The new-partner form (spec 5): business name and RFC required, commission 0–100 with one
// decimal (default 20), address in México unless it says otherwise.
export const blankPartner = () => ({
  businessName: '',
  tradeName: '',
  type: 'other' as PartnerType,
  taxId: '',
  defaultCommission: String(DEFAULT_COMMISSION),
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  contactName: '',
  phone: '',
  email: '',
  position: '',
  notes: '',
});
export type PartnerForm = ReturnType<typeof blankPartner>;

/** Only what was typed: an empty optional field is left out rather than sent blank. */
function filled<T extends Record<string, string>>(fields: T): Partial<T> | undefined {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(fields)) if (v.trim()) out[k as keyof T] = v.trim() as T[keyof T];
  return Object.keys(out).length ? out : undefined;
}

function partnerBodyOf(f: PartnerForm) {
  return {
    businessName: f.businessName,
    tradeName: f.tradeName.trim() || undefined,
    type: f.type,
    taxId: f.taxId.trim().toUpperCase(),
    defaultCommission: numberOrUndefined(f.defaultCommission) ?? DEFAULT_COMMISSION,
    primaryAddress: filled({
      street: f.street,
      city: f.city,
      state: f.state,
      zipCode: f.zipCode,
      country: f.country || DEFAULT_COUNTRY,
    }),
    mainContact: filled({ name: f.contactName, phone: f.phone, email: f.email, position: f.position }),
    notes: f.notes.trim() || undefined,
  };
}

/** The form's text, checked as the body registerPartnerBody takes. */
export const partnerForm = z.preprocess((f: PartnerForm) => partnerBodyOf(f), registerPartnerBody);
