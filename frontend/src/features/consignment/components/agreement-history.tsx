import { useTranslation } from 'react-i18next';
import { EventHistory } from '@/components/ui/event-timeline';
import { formatDateTime } from '@/lib/money';
import type { AgreementView } from '@domain/consignment';
import { useAgreementHistory } from '../api/reads';
import { describeEvent } from '../lib/describe-event';

/** The agreement's full event history, newest first: what happened, who registered it, when. */
export function AgreementHistory({ agreement }: { agreement: AgreementView }) {
  const { t } = useTranslation();
  return (
    <EventHistory
      query={useAgreementHistory(agreement.id)}
      loadingRows={3}
      failedTitle={t('consignment.details.historyFailed')}
      testId="agreement-history"
      className="consignment-tone"
      describe={(entry) => describeEvent(entry, agreement, t)}
      when={(at) => formatDateTime(at)}
      by={(name) => t('consignment.history.by', { name })}
    />
  );
}
