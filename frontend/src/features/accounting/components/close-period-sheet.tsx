import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow } from '@/components/ui/form-fields';
import { useClosePeriod } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { useShopToday } from '../hooks/use-shop-today';
import { previousMonth } from '../lib/format';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';

/** Cerrar periodo: POST /api/accounting/periods/:month/close, for a finished month (last month by default). */
export function ClosePeriodSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.close.${key}`, o);
  const today = useShopToday();
  const [month, setMonth] = useState(() => previousMonth(today));
  const command = useCommand(useClosePeriod(), { done: w('done', { month }), onClose });
  // Only a past month: the server refuses the current one too; said here before sending.
  const past = /^\d{4}-\d{2}$/.test(month) && month < today.slice(0, 7);
  return (
    <FormSheet
      className="acc-sheet"
      title={w('title')}
      message={w('message')}
      confirmLabel={w('confirm')}
      pending={command.pending}
      disabled={!past}
      refusal={command.refusal}
      onConfirm={() => command.run({ month })}
      onClose={onClose}
      testId="acc-close-sheet"
    >
      <div className="group-body acc-sheet-fields">
        <InputRow
          label={w('month')}
          type="month"
          value={month}
          max={previousMonth(today)}
          onChange={(e) => setMonth(e.target.value)}
          error={past ? undefined : w('onlyPast')}
          data-testid="acc-close-month"
        />
      </div>
    </FormSheet>
  );
}
