import { useTranslation } from 'react-i18next';
import { useInventorySummary } from '../api/get-summary';
import { formatCount, formatMoney } from '@/lib/money';

/** Spec 2.4's four cards, over the whole catalogue: total products, total value, low stock, out of stock. */
export function SummaryCards() {
  const { t } = useTranslation();
  const summary = useInventorySummary();
  const s = summary.data;
  const cards = [
    { key: 'totalProducts', value: s && formatCount(s.totalProducts), tone: '' },
    { key: 'totalValue', value: s && formatMoney(s.totalValue), tone: '' },
    { key: 'lowStock', value: s && formatCount(s.lowStock), tone: 'warning' },
    { key: 'outOfStock', value: s && formatCount(s.outOfStock), tone: 'danger' },
  ] as const;
  if (summary.error) {
    return (
      <div className="inv-cards-error" role="alert">
        {t('inventory.cards.loadFailed')}{' '}
        <button className="link-button" type="button" onClick={() => void summary.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <section className="inv-cards" aria-label={t('inventory.cards.label')}>
      {cards.map((c) => (
        <div className={`inv-card ${c.tone}`} key={c.key} data-testid={`card-${c.key}`}>
          <span className="inv-card-label">{t(`inventory.cards.${c.key}`)}</span>
          {c.value === undefined ? (
            <div className="skeleton" style={{ width: '60%', height: 24, marginTop: 6 }} />
          ) : (
            <strong className="inv-card-value" data-testid={`card-${c.key}-value`}>
              {c.value}
            </strong>
          )}
        </div>
      ))}
    </section>
  );
}
