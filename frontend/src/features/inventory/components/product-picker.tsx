import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@domain/inventory';
import { useProducts } from '../api/reads';
import { formatCount } from '@/lib/money';

const RESULTS = 8;

/** Choose the product of a movement by name, SKU or barcode; the chosen one shows with its stock. */
export function ProductPicker({
  product,
  onChange,
  error,
}: {
  product: ProductView | null;
  onChange: (p: ProductView | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const results = useProducts(
    { search: search.trim(), pageSize: RESULTS, sort: 'name', order: 'asc' },
    !product && search.trim().length > 0,
  );
  if (product) {
    return (
      <div className="row" data-testid="movement-product">
        <span className="row-main">
          <span className="row-title">{product.name}</span>
          <div className="row-subtitle">
            {product.sku} ·{' '}
            {t('inventory.movement.inStock', {
              count: product.currentStock,
              formatted: formatCount(product.currentStock),
            })}
          </div>
        </span>
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {t('inventory.movement.change')}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="field">
        <label htmlFor="movement-product-search">{t('inventory.movement.product')}</label>
        <input
          id="movement-product-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('inventory.movement.searchProduct')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? <p className="field-error">{error}</p> : null}
      {search.trim() && results.data ? (
        results.data.items.length ? (
          results.data.items.map((p) => (
            <button key={p.id} type="button" className="row" onClick={() => onChange(p)} data-testid={`pick-${p.sku}`}>
              <span className="row-main">
                <span className="row-title">{p.name}</span>
                <div className="row-subtitle">
                  {p.sku} · {formatCount(p.currentStock)}
                </div>
              </span>
            </button>
          ))
        ) : (
          <p className="group-footer">{t('inventory.movement.noResults')}</p>
        )
      ) : null}
    </>
  );
}
