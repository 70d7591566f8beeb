import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every HR query key starts with 'hr': the read model is `hr`, so its websocket notice
// (`refreshedBy`) and every HR command refresh them all.

export interface EmployeesQuery {
  status?: string;
  q?: string;
}
export interface SpanQuery {
  from?: string;
  to?: string;
  employee?: string;
}
export interface FigureQuery {
  userId: string;
  figure: string;
  from?: string;
  to?: string;
}

export const hrKeys = {
  all: ['hr'] as const,
  me: ['hr', 'me'] as const,
  employees: (q: EmployeesQuery) => ['hr', 'employees', q] as const,
  employee: (id: string) => ['hr', 'employee', id] as const,
  attendance: (q: SpanQuery) => ['hr', 'attendance', q] as const,
  performance: (q: SpanQuery) => ['hr', 'performance', q] as const,
  figureEvents: (q: FigureQuery) => ['hr', 'performance-events', q] as const,
  runs: ['hr', 'payroll-runs'] as const,
  run: (id: string) => ['hr', 'payroll-run', id] as const,
  // The accounts a new employee may be linked to (GET /api/users): refreshed by the users' notice too.
  accounts: ['users', 'hr-accounts'] as const,
};

export const refreshedBy: RefreshedBy = { hr: [hrKeys.all], users: [hrKeys.accounts] };
