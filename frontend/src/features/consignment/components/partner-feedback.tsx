import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { formatDateTime } from '@/lib/money';
import type { AgreementDetail, AgreementView } from '@domain/consignment';

type WithFeedback = AgreementView & Partial<Pick<AgreementDetail, 'acknowledgements' | 'discrepancies'>>;

/**
 * What the partner said back from its portal (issue 45), on the agreement's page: its confirmation of
 * the statement ("Confirmada por … el …") and the discrepancies it reported, open or resolved.
 * Nothing said: nothing shown.
 */
export function PartnerFeedback({ agreement }: { agreement: WithFeedback }) {
  const { t } = useTranslation();
  const acknowledgements = agreement.acknowledgements ?? [];
  const discrepancies = agreement.discrepancies ?? [];
  if (acknowledgements.length === 0 && discrepancies.length === 0) return null;
  const someone = t('consignment.feedback.someone');
  return (
    <GroupedList header={t('consignment.feedback.title')}>
      <div data-testid="agreement-partner-feedback">
        {acknowledgements.map((a) => (
          <div className="row" key={a.settlementId} data-testid="agreement-acknowledgement">
            <span className="row-main">
              <span className="row-title">
                {t('consignment.feedback.acknowledged', { name: a.name ?? someone, date: formatDateTime(a.at) })}
              </span>
              {a.note ? (
                <div className="row-subtitle">{t('consignment.feedback.acknowledgedNote', { note: a.note })}</div>
              ) : null}
            </span>
          </div>
        ))}
        {discrepancies.map((d) => (
          <div className="row" key={d.id} data-testid="agreement-discrepancy">
            <span className="row-main">
              <span className="row-title task-note">
                {t('consignment.feedback.discrepancy', { product: d.productName, note: d.note })}
              </span>
              <div className="row-subtitle">
                {t('consignment.tasks.reported', {
                  name: d.reportedBy.name ?? someone,
                  date: formatDateTime(d.reportedAt),
                })}
              </div>
              <div className="row-subtitle">
                {d.status === 'open'
                  ? t('consignment.feedback.open')
                  : d.resolutionNote
                    ? t('consignment.feedback.resolvedNote', {
                        date: formatDateTime(d.resolvedAt ?? d.reportedAt),
                        note: d.resolutionNote,
                      })
                    : t('consignment.feedback.resolvedOn', { date: formatDateTime(d.resolvedAt ?? d.reportedAt) })}
              </div>
            </span>
          </div>
        ))}
      </div>
    </GroupedList>
  );
}
