import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftRun } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { monthEnd, monthStart } from '../lib/format';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

/** Nueva nómina: POST /api/hr/payroll-runs { periodStart, periodEnd } — the lines are the server's. */
export function NewRunSheet({ onClose, onDrafted }: { onClose: () => void; onDrafted: (runId: string) => void }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`hr.newRun.${key}`);
  const [periodStart, setStart] = useState(monthStart());
  const [periodEnd, setEnd] = useState(monthEnd());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const command = useCommand(useDraftRun(), {
    done: w('done'),
    onDone: (answer) => {
      onClose();
      onDrafted(answer.id);
    },
  });
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const submit = () => {
    const found: Record<string, string> = {};
    if (!day.test(periodStart)) found.start = w('errors.start');
    if (!day.test(periodEnd)) found.end = w('errors.end');
    else if (periodEnd < periodStart) found.end = w('errors.order');
    setErrors(found);
    if (Object.keys(found).length === 0) command.run({ body: { periodStart, periodEnd } });
  };
  return (
    <FormSheet
      className="hr-sheet"
      fieldsClassName="group-body hr-sheet-fields"
      title={w('title')}
      message={w('help')}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="hr-new-run-sheet"
    >
      <DateRow
        label={w('start')}
        value={periodStart}
        onChange={(e) => setStart(e.target.value)}
        error={errors.start}
        data-testid="hr-run-start"
      />
      <DateRow
        label={w('end')}
        value={periodEnd}
        onChange={(e) => setEnd(e.target.value)}
        error={errors.end}
        data-testid="hr-run-end"
      />
    </FormSheet>
  );
}
