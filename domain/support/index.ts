import type { Decider } from '../shared/decider';
import type { HelpRequestCommand } from './help-request/commands';
import { decideHelpRequest } from './help-request/decide';
import type { HelpRequestEvent } from './help-request/events';
import { evolveHelpRequest, initialHelpRequest, type HelpRequest } from './help-request/evolve';

export * from './help-request/events';
export * from './help-request/commands';
export * from './help-request/errors';
export * from './responses';
export { evolveHelpRequest, initialHelpRequest, type HelpRequest } from './help-request/evolve';

const PREFIX = 'help-request-';
/** One stream per help request. */
export const helpRequestStream = (requestId: string) => `${PREFIX}${requestId}`;
/** The request's id of a stream of this area, or undefined for any other stream. */
export const helpRequestIdOfStream = (streamId: string) =>
  streamId.startsWith(PREFIX) ? streamId.slice(PREFIX.length) : undefined;

export const helpRequestDecider: Decider<HelpRequestCommand, HelpRequestEvent, HelpRequest> = {
  stateVersion: 1,
  initialState: initialHelpRequest,
  evolve: evolveHelpRequest,
  decide: decideHelpRequest,
};
