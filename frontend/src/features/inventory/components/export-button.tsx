import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductQuery } from '@domain/inventory';
import { exportProductsCsv } from '../api/reads';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';

/** Downloads export.csv of the list as filtered now (every page). */
export function ExportButton({ filters }: { filters: ProductQuery }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportProductsCsv(filters);
    } catch (error) {
      toast.error(failureText(t('inventory.csv.exportFailed'), error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="chip" onClick={() => void run()} disabled={busy} data-testid="export-csv">
      {busy ? t('inventory.csv.exporting') : t('inventory.actions.export')}
    </button>
  );
}
