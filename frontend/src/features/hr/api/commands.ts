import { useMutation } from '@tanstack/react-query';
import { api, apiRequest, type CommandAnswer } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { afterHrCommand } from './consistency';
import type { EmployeeStatus, PayType } from '@domain/hr/responses';

// The HR commands (command-api/hr). Each answers { id, revision, position }. A sheet keeps one
// Idempotency-Key while open, so a double tap or a resend after a cut network is the same command.

type Keyed<T> = T & { key: string };
const id = (s: string) => encodeURIComponent(s);

export interface EmployeeBody {
  name: string;
  position: string;
  userId?: string | null;
  hireDate: string;
  payType: PayType;
  hourlyRate?: number;
  monthlySalary?: number;
  weeklyHours?: number;
  emergencyContact?: { name: string; phone: string; relationship?: string } | null;
}
export type EmployeePatch = Partial<EmployeeBody> & {
  status?: EmployeeStatus;
  statusReason?: string;
  effectiveOn?: string;
};

const post = <T>(path: string, body: T, key: string) =>
  api.post<CommandAnswer>(`/hr${path}`, body, { idempotencyKey: key });

export const hireEmployee = ({ body, key }: Keyed<{ body: EmployeeBody }>) => post('/employees', body, key);
export const patchEmployee = ({ employeeId, body, key }: Keyed<{ employeeId: string; body: EmployeePatch }>) =>
  apiRequest<CommandAnswer>(`/hr/employees/${id(employeeId)}`, { method: 'PATCH', body, idempotencyKey: key });

export type ClockBody = { at?: string; reason?: string };
export const clock = ({
  employeeId,
  direction,
  body,
  key,
}: Keyed<{ employeeId: string; direction: 'in' | 'out'; body: ClockBody }>) =>
  post(`/employees/${id(employeeId)}/clock-${direction}`, body, key);
export const correctShift = ({
  employeeId,
  shiftId,
  body,
  key,
}: Keyed<{ employeeId: string; shiftId: string; body: { start: string; end: string; reason: string } }>) =>
  post(`/employees/${id(employeeId)}/shifts/${id(shiftId)}/correct`, body, key);

export const draftRun = ({ body, key }: Keyed<{ body: { periodStart: string; periodEnd: string } }>) =>
  post('/payroll-runs', body, key);
export interface AdjustmentBody {
  employeeId: string;
  kind: 'addition' | 'deduction';
  amount: number;
  reason: string;
}
export const addAdjustment = ({ runId, body, key }: Keyed<{ runId: string; body: AdjustmentBody }>) =>
  post(`/payroll-runs/${id(runId)}/adjustments`, body, key);
export type RunStep = 'recalculate' | 'approve' | 'pay' | 'discard';
export const runStep = ({ runId, step, body, key }: Keyed<{ runId: string; step: RunStep; body: object }>) =>
  post(`/payroll-runs/${id(runId)}/${step}`, body, key);

const onSuccess = afterHrCommand;
export const useHireEmployee = () => useMutation({ mutationFn: hireEmployee, onSuccess });
export const usePatchEmployee = () => useMutation({ mutationFn: patchEmployee, onSuccess });
export const useClock = () => useMutation({ mutationFn: clock, onSuccess });
export const useCorrectShift = () => useMutation({ mutationFn: correctShift, onSuccess });
export const useDraftRun = () => useMutation({ mutationFn: draftRun, onSuccess });
export const useAddAdjustment = () => useMutation({ mutationFn: addAdjustment, onSuccess });
export const useRunStep = () => useMutation({ mutationFn: runStep, onSuccess });

/** The payslip PDF: GET /api/hr/payroll-runs/:id/payslips/:employeeId.pdf (behind the bearer token). */
export const payslipPath = (runId: string, employeeId: string) =>
  `/hr/payroll-runs/${id(runId)}/payslips/${id(employeeId)}.pdf`;
export const downloadPayslip = (runId: string, employeeId: string, name: string) =>
  downloadFile(payslipPath(runId, employeeId), `recibo-${name.replace(/\s+/g, '-').toLowerCase()}.pdf`);
