import { sameData, trimmed } from '../../shared/values';
import { checkCommission, DEFAULT_COMMISSION } from '../commission';
import type { PartnerCommand, RegisterPartner, UpdatePartner } from './commands';
import { partnerIllegal, partnerInvalid, partnerNotFound } from './errors';
import { PARTNER_STATUSES, PARTNER_TYPES } from './events';
import type { PartnerAddress, PartnerContact, PartnerDetails, PartnerEvent, PartnerStatus } from './events';
import type { KnownPartner, PartnerState } from './evolve';

/** Spec 3: the partner's address is in México unless it says otherwise. */
export const DEFAULT_COUNTRY = 'México';
const NO_ADDRESS: PartnerAddress = { street: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY };
const NO_CONTACT: PartnerContact = { name: '', phone: '', email: '', position: '' };

export function decidePartner(command: PartnerCommand, state: PartnerState): PartnerEvent[] {
  switch (command.type) {
    case 'RegisterPartner':
      return registerPartner(command, state);
    case 'UpdatePartner':
      return updatePartner(command, known(state));
    default: {
      const unknown: never = command;
      throw new Error(`unknown partner command ${(unknown as PartnerCommand).type}`);
    }
  }
}

function known(state: PartnerState): KnownPartner {
  if (state.status === 'absent') throw partnerNotFound();
  return state;
}

/** What the command says for each field, or what the partner already has (a PATCH keeps the rest). */
type GivenDetails = Partial<Omit<PartnerDetails, 'defaultCommissionTenths' | 'primaryAddress' | 'mainContact'>> & {
  defaultCommission?: number;
  primaryAddress?: Partial<PartnerAddress>;
  mainContact?: Partial<PartnerContact>;
};

const kept = (given: string | undefined, current: string) => (given === undefined ? current : trimmed(given));

function addressOf(given: Partial<PartnerAddress> = {}, current: PartnerAddress): PartnerAddress {
  return {
    street: kept(given.street, current.street),
    city: kept(given.city, current.city),
    state: kept(given.state, current.state),
    zipCode: kept(given.zipCode, current.zipCode),
    country: kept(given.country, current.country) || DEFAULT_COUNTRY,
  };
}

function contactOf(given: Partial<PartnerContact> = {}, current: PartnerContact): PartnerContact {
  return {
    name: kept(given.name, current.name),
    phone: kept(given.phone, current.phone),
    email: kept(given.email, current.email),
    position: kept(given.position, current.position),
  };
}

/** The details after the command, checked as spec 5 "New partner" says. */
function detailsOf(given: GivenDetails, current: PartnerDetails): PartnerDetails {
  const details: PartnerDetails = {
    businessName: kept(given.businessName, current.businessName),
    tradeName: kept(given.tradeName, current.tradeName),
    type: given.type ?? current.type,
    taxId: kept(given.taxId, current.taxId),
    defaultCommissionTenths: current.defaultCommissionTenths,
    primaryAddress: addressOf(given.primaryAddress, current.primaryAddress),
    mainContact: contactOf(given.mainContact, current.mainContact),
    notes: kept(given.notes, current.notes),
  };
  if (!details.businessName) throw partnerInvalid('PARTNER.BUSINESS_NAME_REQUIRED', 'businessName');
  if (!details.taxId) throw partnerInvalid('PARTNER.TAX_ID_REQUIRED', 'taxId');
  if (!PARTNER_TYPES.includes(details.type)) throw partnerInvalid('PARTNER.INVALID_TYPE', 'type');
  if (given.defaultCommission !== undefined)
    details.defaultCommissionTenths = checkCommission(given.defaultCommission, 'defaultCommission');
  return details;
}

function checkStatus(status: PartnerStatus): PartnerStatus {
  if (!PARTNER_STATUSES.includes(status)) throw partnerInvalid('PARTNER.INVALID_STATUS', 'status');
  return status;
}

const BLANK: PartnerDetails = {
  businessName: '',
  tradeName: '',
  type: 'other',
  taxId: '',
  defaultCommissionTenths: DEFAULT_COMMISSION * 10,
  primaryAddress: NO_ADDRESS,
  mainContact: NO_CONTACT,
  notes: '',
};

export function registerPartner({ data, metadata }: RegisterPartner, state: PartnerState): PartnerEvent[] {
  if (state.status !== 'absent') throw partnerIllegal('PARTNER.ALREADY_EXISTS');
  // A missing value means "not given": the defaults of spec 5 and 9 apply (type other, 20 %, active).
  const details = detailsOf(data, BLANK);
  const status = checkStatus(data.status ?? 'active');
  return [
    {
      type: 'PartnerRegistered',
      data: { partnerId: data.partnerId, ...details, status, registeredAt: metadata.now },
    },
  ];
}

/** Says only what changed: the details whole when any of them did, the status when it did. */
export function updatePartner({ data, metadata }: UpdatePartner, partner: KnownPartner): PartnerEvent[] {
  const { partnerId: _, status: current, registeredAt: __, ...before } = partner;
  const details = detailsOf(data, before);
  const status = data.status === undefined ? current : checkStatus(data.status);
  const events: PartnerEvent[] = [];
  if (!sameData(details, before))
    events.push({ type: 'PartnerUpdated', data: { ...details, updatedAt: metadata.now } });
  if (status !== current)
    events.push({
      type: 'PartnerStatusChanged',
      data: { status, previousStatus: current, changedAt: metadata.now },
    });
  return events;
}
