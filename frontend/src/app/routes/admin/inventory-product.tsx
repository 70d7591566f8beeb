import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LargeTitle } from '@/components/ui/large-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useProduct, useProductHistory } from '@/features/inventory/api/reads';
import { HistoryTimeline } from '@/features/inventory/components/history-timeline';
import { InventorySheets, type OpenSheet } from '@/features/inventory/components/inventory-sheets';
import { LotsSection } from '@/features/inventory/components/lots-section';
import { StockAsOf } from '@/features/inventory/components/stock-as-of';
import { StockBadge } from '@/components/stock-badge';
import { formatCount, formatMoney } from '@/lib/money';
import { ApiError } from '@/lib/api-client';
import { INVENTORY_TOASTS } from '@/config/inventory';
import { useToastOptions } from '@/hooks/use-toast-options';
import '@/features/inventory/inventory.css';
import '@/features/inventory/locales/register';

/** /admin/inventory/:id — one product's history: who moved what, when and why, and its stock at any moment. */
export function Component() {
  useToastOptions(INVENTORY_TOASTS);
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const product = useProduct(id);
  const history = useProductHistory(id);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const p = product.data;

  if (product.error) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <EmptyState icon="alert" title={missing ? t('inventory.history.notFound') : t('inventory.details.loadFailed')}>
        {missing ? (
          <Link to="/admin/inventory">{t('inventory.history.back')}</Link>
        ) : (
          <button className="link-button" type="button" onClick={() => void product.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <div data-testid="product-history">
      <Link to="/admin/inventory" className="back-link">
        ‹ {t('inventory.title')}
      </Link>
      <LargeTitle
        title={p?.name ?? t('common.loading')}
        subtitle={p ? `${p.sku} · ${p.categories.join(', ')}` : undefined}
      />
      {p ? (
        <>
          <GroupedList header={t('inventory.history.now')}>
            <ListRow
              title={t('inventory.fields.stockNow')}
              detail={
                <>
                  <StockBadge status={p.stockStatus} /> {formatCount(p.currentStock)}
                </>
              }
              testId="history-stock"
            />
            <ListRow title={t('inventory.fields.price')} detail={formatMoney(p.price)} />
            {p.stockByLocation.map((s) => (
              <ListRow
                key={s.locationId}
                title={s.locationId}
                detail={formatCount(s.quantity)}
                testId={`now-${s.locationId}`}
              />
            ))}
          </GroupedList>
          <div className="chip-row">
            <button type="button" className="chip primary" onClick={() => setSheet({ kind: 'movement', product: p })}>
              {t('inventory.actions.movement')}
            </button>
            <button type="button" className="chip" onClick={() => setSheet({ kind: 'stock', product: p })}>
              {t('inventory.actions.stock')}
            </button>
            <button type="button" className="chip" onClick={() => setSheet({ kind: 'details', product: p })}>
              {t('inventory.actions.details')}
            </button>
          </div>
          <LotsSection productId={p.id} />
          <StockAsOf productId={p.id} />
        </>
      ) : (
        <SkeletonRows rows={3} />
      )}
      <GroupedList header={t('inventory.history.timeline')}>
        {history.isPending ? <SkeletonRows rows={4} /> : null}
        {history.error ? (
          <ListRow
            title={t('inventory.history.loadFailed')}
            detail={
              <button type="button" className="link-button" onClick={() => void history.refetch()}>
                {t('common.retry')}
              </button>
            }
          />
        ) : null}
        {history.data ? <HistoryTimeline entries={history.data} /> : null}
      </GroupedList>
      <InventorySheets sheet={sheet} onClose={() => setSheet(null)} />
    </div>
  );
}
