import type { HelpRequestEvent, HelpRequested } from './events';

export type HelpRequest =
  | { status: 'none' }
  | { status: 'open'; request: HelpRequested['data'] }
  | { status: 'resolved'; request: HelpRequested['data']; resolvedBy: string };

export const initialHelpRequest = (): HelpRequest => ({ status: 'none' });

export function evolveHelpRequest(state: HelpRequest, event: HelpRequestEvent): HelpRequest {
  switch (event.type) {
    case 'HelpRequested':
      return { status: 'open', request: event.data };
    case 'HelpRequestResolved':
      return state.status === 'none' ? state : { ...state, status: 'resolved', resolvedBy: event.data.resolvedBy };
    default:
      return state;
  }
}
