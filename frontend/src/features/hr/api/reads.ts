import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { hrMinPosition } from './consistency';
import { hrKeys, type EmployeesQuery, type FigureQuery, type SpanQuery } from './keys';
import type {
  AccountOption,
  AccountOptionList,
  Attendance,
  EmployeeDetail,
  EmployeeList,
  Me,
  Performance,
  PerformanceEventPage,
  Run,
  RunList,
} from '@domain/hr/responses';

// The HR reads (read-api/hr). Each passes the area's last write as ?minPosition= (read-your-writes).
type Query = Record<string, string | number | undefined>;
const get = <T>(path: string, query: Query, signal: AbortSignal) =>
  api.get<T>(`/hr${path}`, { query: { ...query, minPosition: hrMinPosition() }, signal });
const id = (s: string) => encodeURIComponent(s);

/** GET /api/hr/me — the signed-in user's own employee (null when none is linked); no pay data. */
export const useMe = (enabled = true) =>
  useQuery({ queryKey: hrKeys.me, queryFn: ({ signal }) => get<Me>('/me', {}, signal), enabled });

/** GET /api/hr/employees?status=&q= — the staff. */
export const useEmployees = (q: EmployeesQuery = {}) =>
  useQuery({
    queryKey: hrKeys.employees(q),
    queryFn: ({ signal }) => get<EmployeeList>('/employees', { ...q }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/hr/employees/:id — one employee with their shifts of the last 30 days. */
export const useEmployee = (employeeId: string | null) =>
  useQuery({
    queryKey: hrKeys.employee(employeeId ?? ''),
    queryFn: ({ signal }) => get<EmployeeDetail>(`/employees/${id(employeeId!)}`, {}, signal),
    enabled: Boolean(employeeId),
  });

/** GET /api/hr/attendance?from&to&employee — the shifts, with their totals per day and per week. */
export const useAttendance = (q: SpanQuery, enabled = true) =>
  useQuery({
    queryKey: hrKeys.attendance(q),
    queryFn: ({ signal }) => get<Attendance>('/attendance', { ...q }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/hr/performance?from&to&employee — each person's figures of the period. */
export const usePerformance = (q: SpanQuery, enabled = true) =>
  useQuery({
    queryKey: hrKeys.performance(q),
    queryFn: ({ signal }) => get<Performance>('/performance', { ...q }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/hr/performance/events — the events behind one figure of one person. */
export const useFigureEvents = (q: FigureQuery | null) =>
  useQuery({
    queryKey: hrKeys.figureEvents(q ?? { userId: '', figure: '' }),
    queryFn: ({ signal }) => get<PerformanceEventPage>('/performance/events', { ...q! }, signal),
    enabled: Boolean(q),
  });

/** GET /api/hr/payroll-runs — every run, newest first as the server gives them. */
export const useRuns = (enabled = true) =>
  useQuery({
    queryKey: hrKeys.runs,
    queryFn: ({ signal }) => get<RunList>('/payroll-runs', {}, signal),
    enabled,
  });

/**
 * GET /api/hr/payroll-runs/:id — a run with its lines. A paid run's ledger entry is the ledger
 * reactor's, a moment after the payment: asked again every 3 s until it is there.
 */
export const useRun = (runId: string | null) =>
  useQuery({
    queryKey: hrKeys.run(runId ?? ''),
    queryFn: ({ signal }) => get<Run>(`/payroll-runs/${id(runId!)}`, {}, signal),
    enabled: Boolean(runId),
    refetchInterval: (query) => (query.state.data?.status === 'paid' && !query.state.data.entryId ? 3000 : false),
  });

/**
 * The accounts an employee may be linked to: GET /api/hr/accounts (HR, admin, owner) — the active staff
 * accounts, each with the employee already linked to it. Refused (a role outside HR), `forbidden`, and
 * the form asks for the account's id instead.
 */
export const useAccounts = (enabled = true) =>
  useQuery({
    queryKey: hrKeys.accounts,
    queryFn: async ({ signal }): Promise<{ items: AccountOption[]; forbidden: boolean }> => {
      try {
        const list = await api.get<AccountOptionList>('/hr/accounts', { signal });
        return { items: list.items, forbidden: false };
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) return { items: [], forbidden: true };
        throw e;
      }
    },
    enabled,
    staleTime: 60_000,
  });
