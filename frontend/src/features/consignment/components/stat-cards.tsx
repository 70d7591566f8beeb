import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/money';
import { useConsignmentSummary } from '../api/get-summary';

/** Spec 2.5's four stat cards: total agreements, active, total value, partners. */
export function StatCards() {
  const { t } = useTranslation();
  const summary = useConsignmentSummary();
  const s = summary.data;
  const cards = [
    { key: 'totalAgreements', value: s && formatCount(s.totalAgreements, 'consignment') },
    { key: 'active', value: s && formatCount(s.active, 'consignment') },
    { key: 'totalValue', value: s && formatMoney(s.totalValue, 'consignment') },
    { key: 'partners', value: s && formatCount(s.partners, 'consignment') },
  ] as const;
  if (summary.error) {
    return (
      <div className="cs-error" role="alert">
        {t('consignment.cards.loadFailed')}{' '}
        <button className="link-button" type="button" onClick={() => void summary.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <section className="cs-cards" aria-label={t('consignment.cards.label')}>
      {cards.map((c) => (
        <div className="cs-card" key={c.key} data-testid={`card-${c.key}`}>
          <span className="cs-card-label">{t(`consignment.cards.${c.key}`)}</span>
          {c.value === undefined ? (
            <div className="skeleton" style={{ width: '60%', height: 24, marginTop: 6 }} />
          ) : (
            <strong className="cs-card-value" data-testid={`card-${c.key}-value`}>
              {c.value}
            </strong>
          )}
        </div>
      ))}
    </section>
  );
}
