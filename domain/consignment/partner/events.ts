import type { DomainEvent } from '../../shared/decider';

// A consignment partner (`partner-<uuid>`): a shop, planner, hotel... that sells our flowers for a
// commission, a percentage with one decimal kept as tenths of a percent (20 % = 200).

export const PARTNER_TYPES = ['flower_shop', 'event_planner', 'hotel', 'restaurant', 'retailer', 'other'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_STATUSES = ['active', 'inactive'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export interface PartnerAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string; // default 'México'
}
export interface PartnerContact {
  name: string;
  phone: string;
  email: string;
  position: string;
}
export interface PartnerDetails {
  businessName: string;
  tradeName: string;
  type: PartnerType;
  taxId: string; // RFC
  defaultCommissionTenths: number; // 0..1000
  primaryAddress: PartnerAddress;
  mainContact: PartnerContact;
  notes: string;
}

export type PartnerRegistered = DomainEvent<
  'PartnerRegistered',
  PartnerDetails & { partnerId: string; status: PartnerStatus; registeredAt: string }
>;
export type PartnerUpdated = DomainEvent<'PartnerUpdated', PartnerDetails & { updatedAt: string }>;
export type PartnerStatusChanged = DomainEvent<
  'PartnerStatusChanged',
  { status: PartnerStatus; previousStatus: PartnerStatus; changedAt: string }
>;
export type PartnerEvent = PartnerRegistered | PartnerUpdated | PartnerStatusChanged;
export const PARTNER_EVENT_TYPES: PartnerEvent['type'][] = [
  'PartnerRegistered',
  'PartnerUpdated',
  'PartnerStatusChanged',
];

export const partnerStream = (id: string) => `partner-${id}`;
export const partnerIdOfStream = (s: string) => (s.startsWith('partner-') ? s.slice('partner-'.length) : undefined);
