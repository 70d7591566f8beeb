import type { EmployeeBody } from '../api/commands';
import type { EmployeeDetail } from '@domain/hr/responses';
import { numberOf, today } from './format';

// The employee form as typed (strings), its checks in Spanish (keys of hr.form.errors) and the body
// it becomes (POST /api/hr/employees, PATCH /api/hr/employees/:id).

export interface EmployeeForm {
  name: string;
  position: string;
  userId: string;
  hireDate: string;
  payType: 'hourly' | 'salary';
  hourlyRate: string;
  monthlySalary: string;
  weeklyHours: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelationship: string;
}

export const emptyForm = (): EmployeeForm => ({
  name: '',
  position: '',
  userId: '',
  hireDate: today(),
  payType: 'hourly',
  hourlyRate: '',
  monthlySalary: '',
  weeklyHours: '40',
  emergencyName: '',
  emergencyPhone: '',
  emergencyRelationship: '',
});

export const formOf = (e: EmployeeDetail): EmployeeForm => ({
  name: e.name,
  position: e.position,
  userId: e.userId ?? '',
  hireDate: e.hireDate ?? '',
  payType: e.payType,
  hourlyRate: e.hourlyRate ? String(e.hourlyRate) : '',
  monthlySalary: e.monthlySalary ? String(e.monthlySalary) : '',
  weeklyHours: String(e.weeklyHours ?? ''),
  emergencyName: e.emergencyContact?.name ?? '',
  emergencyPhone: e.emergencyContact?.phone ?? '',
  emergencyRelationship: e.emergencyContact?.relationship ?? '',
});

const positive = (text: string) => {
  const n = numberOf(text);
  return n !== undefined && Number.isFinite(n) && n > 0 && Math.round(n * 100) === n * 100;
};

/** Field → the key of its message (hr.form.errors.*); empty when the form can be sent. */
export function checkForm(f: EmployeeForm): Partial<Record<keyof EmployeeForm, string>> {
  const errors: Partial<Record<keyof EmployeeForm, string>> = {};
  if (!f.name.trim()) errors.name = 'name';
  if (!f.position.trim()) errors.position = 'position';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.hireDate)) errors.hireDate = 'hireDate';
  if (f.payType === 'hourly' && !positive(f.hourlyRate)) errors.hourlyRate = 'hourlyRate';
  if (f.payType === 'salary' && !positive(f.monthlySalary)) errors.monthlySalary = 'monthlySalary';
  const weekly = numberOf(f.weeklyHours);
  if (weekly !== undefined && !(Number.isFinite(weekly) && weekly >= 0 && weekly <= 168))
    errors.weeklyHours = 'weeklyHours';
  const anyContact = f.emergencyName.trim() || f.emergencyPhone.trim() || f.emergencyRelationship.trim();
  if (anyContact && !f.emergencyName.trim()) errors.emergencyName = 'emergencyName';
  if (anyContact && !/^[+\d][\d\s().-]{6,}$/.test(f.emergencyPhone.trim())) errors.emergencyPhone = 'emergencyPhone';
  return errors;
}

/** The body; editing, an account removed is `userId: null` (unlinked) and a contact removed is null. */
export function bodyOf(f: EmployeeForm, before?: EmployeeDetail): EmployeeBody {
  const hasContact = Boolean(f.emergencyName.trim());
  return {
    name: f.name.trim(),
    position: f.position.trim(),
    ...(f.userId.trim() ? { userId: f.userId.trim() } : before?.userId ? { userId: null } : {}),
    hireDate: f.hireDate,
    payType: f.payType,
    ...(f.payType === 'hourly' ? { hourlyRate: numberOf(f.hourlyRate) } : { monthlySalary: numberOf(f.monthlySalary) }),
    weeklyHours: numberOf(f.weeklyHours) ?? 0,
    ...(hasContact
      ? {
          emergencyContact: {
            name: f.emergencyName.trim(),
            phone: f.emergencyPhone.trim(),
            ...(f.emergencyRelationship.trim() ? { relationship: f.emergencyRelationship.trim() } : {}),
          },
        }
      : before?.emergencyContact
        ? { emergencyContact: null }
        : {}),
  };
}
