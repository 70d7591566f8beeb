import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeMinPosition } from '@/lib/consistency';
import type { UserPage } from '@domain/users';

export type { UserListItem, UserPage } from '@domain/users';
export interface UserFilters {
  search?: string;
  role?: string;
  status?: string;
  page?: number;
  pageSize?: number;
}

export const USERS_PAGE_SIZE = 20;
// Every users query starts with ['users']: the 'users' projection's websocket notice invalidates them all.
export const usersQueryKey = (filters: UserFilters) => ['users', 'list', filters] as const;

export const getUsers = (filters: UserFilters) =>
  api.get<UserPage>('/users', {
    query: { pageSize: USERS_PAGE_SIZE, ...filters, minPosition: takeMinPosition() },
  });

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: usersQueryKey(filters),
    queryFn: () => getUsers(filters),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserFilters) => useQuery(usersQueryOptions(filters));
