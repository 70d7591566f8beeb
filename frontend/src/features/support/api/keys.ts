import type { HelpRequestStatus } from '@domain/support/responses';
import type { RefreshedBy } from '@/lib/live/refreshed-by';

export const helpRequestKeys = {
  all: ['help-requests'] as const,
  list: (status: HelpRequestStatus, page: number) => ['help-requests', 'list', status, page] as const,
};

/** A chat user asked for a person, or staff attended one (issue 22): the help requests screen. */
export const refreshedBy: RefreshedBy = { 'help-requests': [helpRequestKeys.all] };
