import type { Decider } from '../shared/decider';
import type { AgreementCommand } from './agreement/commands';
import type { AgreementEvent } from './agreement/events';
import type { PartnerCommand } from './partner/commands';
import type { PartnerEvent } from './partner/events';
import { decideAgreement } from './agreement/decide';
import { evolveAgreement, initialAgreement, type AgreementState } from './agreement/evolve';
import { decidePartner } from './partner/decide';
import { evolvePartner, initialPartner, type PartnerState } from './partner/evolve';

export * from './partner/events';
export * from './partner/commands';
export * from './partner/errors';
export * from './agreement/events';
export * from './agreement/commands';
export * from './agreement/errors';
export * from './messages';
export * from './commission';
export { hasAtMostDecimals, toCents } from '../shared/money';
export * from './spec-names';
export * from './partner/tax-id';
export * from './responses';
export * from './agreement/money';
export * from './agreement/stock-follows';
export * from './agreement/with-stock';
export * from './agreement/supply';
export { isCompleteItem } from './agreement/create';
export { acknowledgeStatement, reportDiscrepancy, resolveDiscrepancy } from './agreement/partner-portal';
export { decidePartner, registerPartner, updatePartner, DEFAULT_COUNTRY } from './partner/decide';
export { evolvePartner, initialPartner, type PartnerState, type KnownPartner } from './partner/evolve';
export {
  decideAgreement,
  createAgreement,
  registerConsignmentSale,
  registerConsignmentReturn,
  settleAgreement,
  cancelAgreement,
} from './agreement/decide';
export {
  evolveAgreement,
  initialAgreement,
  type AgreementState,
  type KnownAgreement,
  type ActiveAgreement,
  type SettledAgreement,
  type CancelledAgreement,
  type ItemOnShelf,
} from './agreement/evolve';

export const partnerDecider: Decider<PartnerCommand, PartnerEvent, PartnerState> = {
  stateVersion: 1,
  initialState: initialPartner,
  evolve: evolvePartner,
  decide: decidePartner,
};

export const agreementDecider: Decider<AgreementCommand, AgreementEvent, AgreementState> = {
  // 2: the agreement remembers its acknowledged settlements and its discrepancies (issue 45).
  stateVersion: 2,
  initialState: initialAgreement,
  evolve: evolveAgreement,
  decide: decideAgreement,
};
