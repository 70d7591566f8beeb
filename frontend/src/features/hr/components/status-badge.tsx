import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { EmployeeStatus, RunStatus } from '@domain/hr/responses';
import '../locales/register';

const EMPLOYEE_TONES: Record<EmployeeStatus, string> = { active: 'success', on_leave: 'warning', terminated: '' };
const RUN_TONES: Record<RunStatus, string> = { draft: '', approved: 'primary', paid: 'success', discarded: 'danger' };

/** Activo / De permiso / Baja. */
export function StatusBadge({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={EMPLOYEE_TONES[status] ?? ''} data-testid="hr-status" data-status={status}>
      {t(`hr.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Borrador / Aprobada / Pagada / Descartada. */
export function RunBadge({ status }: { status: RunStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={RUN_TONES[status] ?? ''} data-testid="hr-run-status" data-status={status}>
      {t(`hr.runStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
