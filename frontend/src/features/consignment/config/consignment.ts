import { DEFAULT_AGREEMENT_DAYS, DEFAULT_COMMISSION } from '@domain/consignment';
import {
  AGREEMENT_STATUSES,
  PARTNER_TYPES,
  type AgreementStatus,
  type ItemStatus,
  type PartnerType,
} from '@domain/consignment';

export {
  AGREEMENT_STATUSES,
  DEFAULT_AGREEMENT_DAYS,
  DEFAULT_COMMISSION,
  PARTNER_TYPES,
  type AgreementStatus,
  type ItemStatus,
  type PartnerType,
};

export const AGREEMENTS_PAGE_SIZE = 12;
/** Spec 3: a partner's address is in México unless it says otherwise. */
export const DEFAULT_COUNTRY = 'México';
/** Spec 2.5's status filter, in its order: all, active, completed, cancelled, settled. */
export const STATUS_FILTER = ['all', ...AGREEMENT_STATUSES] as const;

const STATUS_TONE: Record<AgreementStatus, string> = {
  active: 'primary',
  completed: 'success',
  cancelled: 'danger',
  settled: 'settled',
};
export const statusTone = (s: AgreementStatus) => STATUS_TONE[s];
const ITEM_TONE: Record<ItemStatus, string> = { pending: '', partial: 'warning', sold: 'success' };
export const itemTone = (s: ItemStatus) => ITEM_TONE[s];
