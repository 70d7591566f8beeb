import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import type { AgreementView } from '@domain/consignment';
import { downloadStatement } from '../api/reads';
import { failureText } from '@/lib/problem';

/** Downloads the statement PDF: the settlement's once settled, the account so far while active. */
export function StatementButton({
  agreement,
  small,
  plain,
}: {
  agreement: Pick<AgreementView, 'id' | 'code' | 'status'>;
  small?: boolean;
  plain?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadStatement(agreement.id, agreement.code);
    } catch (error) {
      toast.error(failureText(t('consignment.toast.statementFailed'), error));
    } finally {
      setBusy(false);
    }
  };
  const label =
    agreement.status === 'settled' ? t('consignment.actions.statement') : t('consignment.actions.statementSoFar');
  const className = plain ? 'button plain' : `chip${small ? ' small' : ''}`;
  return (
    <button type="button" className={className} onClick={() => void run()} disabled={busy} data-testid="statement-pdf">
      {busy ? t('consignment.actions.downloading') : label}
    </button>
  );
}
