import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatCount, formatMoney } from '@/lib/money';
import type { ProductView } from '@domain/inventory';
import { useInventory } from '../hooks/use-desktop';
import { AddProductSheet } from './add-product-sheet';
import { CountSheet } from './count-sheet';
import { MovementSheet } from './lazy-sheets';
import { StockBadge } from '@/components/stock-badge';

type OpenSheet = { kind: 'count' | 'movement'; product: ProductView } | { kind: 'add' } | null;
const COLUMNS = ['product', 'sku', 'category', 'stock', 'price', 'actions'] as const;

const matches = (p: ProductView, q: string) =>
  [p.name, p.sku, p.barcode ?? '', ...p.categories].some((s) => s.toLowerCase().includes(q));

/** The Inventory tab (spec 2.7): the device's products with search, counting, movements and new products. */
export function InventoryTab() {
  const { t } = useTranslation();
  const inventory = useInventory();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const products = useMemo(
    () =>
      (inventory.data ?? [])
        .filter((p) => !query || matches(p, query))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    [inventory.data, query],
  );
  const categories = useMemo(
    () => [...new Set((inventory.data ?? []).flatMap((p) => p.categories))].sort(),
    [inventory.data],
  );
  const label = (c: (typeof COLUMNS)[number]) => t(`offlineInventory.inventory.columns.${c}`);

  return (
    <section aria-label={t('offlineInventory.tabs.inventory')} data-testid="inventory-tab">
      <div className="toolbar" role="search">
        <input
          className="search"
          type="search"
          placeholder={t('offlineInventory.inventory.search')}
          aria-label={t('offlineInventory.inventory.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="inventory-search"
        />
        <button type="button" className="chip primary" onClick={() => setSheet({ kind: 'add' })}>
          {t('offlineInventory.inventory.add')}
        </button>
      </div>
      {inventory.isPending ? (
        <SkeletonRows rows={5} />
      ) : inventory.error ? (
        <LoadFailed
          title={t('offlineInventory.toast.inventoryLoadFailed')}
          reason={inventory.error.message}
          onRetry={() => void inventory.refetch()}
        />
      ) : products.length === 0 ? (
        <EmptyState icon="box" title={t('offlineInventory.inventory.empty')}>
          {t(query ? 'offlineInventory.inventory.emptySearch' : 'offlineInventory.inventory.emptyHint')}
        </EmptyState>
      ) : (
        <div className="data-table-wrap">
          <table className="data-table stacks oi-products" data-testid="offline-products">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className={c === 'stock' || c === 'price' ? 'num' : undefined}>
                    {label(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.id} data-testid="offline-product" data-product={p.id}>
                  <td data-label={label('product')}>
                    <span className="oi-product">
                      {p.images[0] ? <img src={p.images[0]} alt="" loading="lazy" /> : null}
                      <strong>{p.name}</strong>
                    </span>
                  </td>
                  <td data-label={label('sku')} className="mono">
                    {p.sku}
                  </td>
                  <td data-label={label('category')}>{p.category || p.categories[0]}</td>
                  <td data-label={label('stock')} className="num" data-testid="product-stock">
                    <span className="oi-stock">
                      {formatCount(p.currentStock)} <StockBadge status={p.stockStatus} />
                    </span>
                  </td>
                  <td data-label={label('price')} className="num">
                    {formatMoney(p.price)}
                  </td>
                  <td className="actions">
                    <span className="oi-row-actions">
                      <button
                        type="button"
                        className="chip small"
                        onClick={() => setSheet({ kind: 'count', product: p })}
                      >
                        {t('offlineInventory.inventory.count')}
                      </button>
                      <button
                        type="button"
                        className="chip small"
                        onClick={() => setSheet({ kind: 'movement', product: p })}
                      >
                        {t('offlineInventory.inventory.movement')}
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sheet?.kind === 'add' ? <AddProductSheet categories={categories} onClose={() => setSheet(null)} /> : null}
      {sheet?.kind === 'count' ? (
        <CountSheet productId={sheet.product.id} product={sheet.product} onClose={() => setSheet(null)} />
      ) : null}
      {sheet?.kind === 'movement' ? <MovementSheet product={sheet.product} onClose={() => setSheet(null)} /> : null}
    </section>
  );
}
