export { hrProjection } from './projection';
export {
  HR_TABLES,
  hrEmployees,
  hrShifts,
  hrPayrollRuns,
  hrPayrollLines,
  hrPayrollAdjustments,
  type EmergencyContact,
  type HrDatabase,
  type HrEmployeeRow,
  type HrPayrollRunRow,
  type HrShiftRow,
} from './tables';
