import type { PartnerDetails, PartnerEvent, PartnerStatus } from './events';

export interface KnownPartner extends PartnerDetails {
  partnerId: string;
  status: PartnerStatus;
  registeredAt: string;
}

/** 'absent' until registered; then 'active' or 'inactive' (an inactive partner takes no new agreements). */
export type PartnerState = { status: 'absent' } | KnownPartner;

export const initialPartner = (): PartnerState => ({ status: 'absent' });

export function evolvePartner(state: PartnerState, event: PartnerEvent): PartnerState {
  switch (event.type) {
    case 'PartnerRegistered': {
      const { registeredAt, ...partner } = event.data;
      return { ...partner, registeredAt };
    }
    case 'PartnerUpdated': {
      if (state.status === 'absent') return state;
      const { updatedAt: _, ...details } = event.data;
      return { ...state, ...details };
    }
    case 'PartnerStatusChanged':
      return state.status === 'absent' ? state : { ...state, status: event.data.status };
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}
