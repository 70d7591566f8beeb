import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ListRow } from '@/components/ui/grouped-list';

export type Verdict = 'ok' | 'warning' | 'failed';
const TONE: Record<Verdict, string> = { ok: 'success', warning: 'warning', failed: 'danger' };

/** One finding of /api-test: what was asked, how it answered, its verdict (data-verdict for the browser test) and time. */
export function CheckRow(props: {
  testId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  verdict: Verdict;
  ms?: number;
}) {
  const { t } = useTranslation();
  const { testId, title, subtitle, verdict, ms } = props;
  return (
    <ListRow
      testId={testId}
      title={title}
      subtitle={subtitle}
      detail={
        <span className="diagnostics-detail">
          {ms !== undefined ? <span>{t('diagnostics.apiTest.ms', { ms })}</span> : null}
          <Badge tone={TONE[verdict]} data-testid={`${testId}-verdict`} data-verdict={verdict}>
            {t(`diagnostics.apiTest.${verdict}`)}
          </Badge>
        </span>
      }
    />
  );
}
