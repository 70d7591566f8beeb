import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOrderOf, dayText } from '@/lib/day-text';
import { useProductSearch } from '../api/reads';
import type { CounterProduct } from '../lib/counter-product';
import { money } from '../lib/format';
import { usePosDevice } from '../offline/store';
import '../locales/register';

/** Search by name, or the start of a SKU or barcode (GET /api/pos/products); a tap adds the product to the ticket. */
export function ProductSearch({ onPick }: { onPick: (p: CounterProduct) => void }) {
  const { t, i18n } = useTranslation();
  // Issue 44: "Vence 02/12" — the day and month of the sell-by, in the app's language order.
  const sellBy = (iso: string) => t('pos.counter.sellBy', { day: dayText(iso, dayOrderOf(i18n.language)).slice(0, 5) });
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const found = useProductSearch(deferred);
  const searching = deferred.length >= 2;
  return (
    <div className="pos-search">
      <input
        className="search pos-search-input"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('pos.counter.searchPlaceholder')}
        aria-label={t('pos.counter.searchLabel')}
        autoComplete="off"
        data-testid="pos-search"
      />
      {searching ? (
        <div className="pos-search-results" data-testid="pos-search-results">
          {found.error ? (
            <p className="pos-muted" role="alert">
              {t('pos.counter.searchFailed')}: {found.error.message}{' '}
              <button type="button" className="link-button" onClick={() => void found.refetch()}>
                {t('common.retry')}
              </button>
            </p>
          ) : !found.data ? (
            <div className="skeleton pos-search-skeleton" aria-busy="true" />
          ) : found.data.length === 0 ? (
            <p className="pos-muted">{t('pos.counter.searchEmpty')}</p>
          ) : (
            found.data.map((p) => (
              <button
                key={p.id}
                type="button"
                className="pos-result"
                onClick={() => {
                  usePosDevice.getState().remember([p.sku], p);
                  onPick(p);
                  setText('');
                }}
                data-testid={`pos-result-${p.sku}`}
              >
                <span className="pos-result-main">
                  <span className="pos-result-name">{p.name}</span>
                  {p.sellBy ? (
                    <span className="pos-result-sellby" data-testid={`pos-sellby-${p.sku}`}>
                      {sellBy(p.sellBy)}
                    </span>
                  ) : null}
                </span>
                <span className="pos-muted">{p.sku}</span>
                <strong>{money(p.price)}</strong>
              </button>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
