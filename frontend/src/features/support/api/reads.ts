import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { areaWrites } from '@/lib/consistency';
import type { HelpRequestPage, HelpRequestStatus } from '@domain/support/responses';
import { helpRequestKeys } from './keys';

// The help requests Flora Bot leaves for staff (issue 22). Every key starts with 'help-requests', the
// read model's name: its websocket notice (refreshedBy in keys.ts) and the resolve command refresh them all.

export type { HelpRequestView as HelpRequest, HelpRequestPage, HelpRequestStatus } from '@domain/support/responses';

export const { minPosition: helpMinPosition, afterCommand: afterHelpCommand } = areaWrites(helpRequestKeys.all);

export const getHelpRequests = (status: HelpRequestStatus, page: number) =>
  api.get<HelpRequestPage>('/support/help-requests', { query: { status, page, minPosition: helpMinPosition() } });

export const helpRequestsQueryOptions = (status: HelpRequestStatus, page: number) =>
  queryOptions({
    queryKey: helpRequestKeys.list(status, page),
    queryFn: () => getHelpRequests(status, page),
    placeholderData: keepPreviousData,
  });

export const useHelpRequests = (status: HelpRequestStatus, page: number) =>
  useQuery(helpRequestsQueryOptions(status, page));
