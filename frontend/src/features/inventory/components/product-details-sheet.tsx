import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { ProductDetailView, ProductView } from '@domain/inventory';
import { useProduct } from '../api/reads';
import { formatCount, formatDateTime, formatMoney } from '@/lib/money';
import { EditProductForm } from './edit-product-form';
import { StockBadge } from '@/components/stock-badge';

/** Spec 2.4 "product details": every field, the stock per location, the history link, and edit. */
export function ProductDetailsSheet({ product, onClose }: { product: ProductView; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useProduct(product.id);
  const [editing, setEditing] = useState(false);
  return (
    <Sheet title={t('inventory.details.title')} open onClose={onClose}>
      {detail.isPending ? <SkeletonRows rows={6} /> : null}
      {detail.error ? (
        <EmptyState icon="alert" title={t('inventory.details.loadFailed')}>
          <button className="link-button" type="button" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </button>
        </EmptyState>
      ) : null}
      {detail.data && editing ? <EditProductForm product={detail.data} onDone={() => setEditing(false)} /> : null}
      {detail.data && !editing ? <DetailsBody product={detail.data} onEdit={() => setEditing(true)} /> : null}
    </Sheet>
  );
}

function DetailsBody({ product: p, onEdit }: { product: ProductDetailView; onEdit: () => void }) {
  const { t } = useTranslation();
  const row = (label: string, value: ReactNode, testId?: string) => (
    <ListRow title={label} detail={value} testId={testId} />
  );
  return (
    <div data-testid="product-details">
      <GroupedList header={p.name}>
        {row(t('inventory.fields.sku'), p.sku)}
        {row(t('inventory.fields.barcode'), p.barcode ?? '—')}
        <ListRow title={t('inventory.fields.description')} subtitle={p.description || '—'} />
        {row(t('inventory.fields.categories'), p.categories.join(', '))}
        {row(t('inventory.fields.status'), t(`inventory.status.${p.status}`))}
        {row(t('inventory.fields.price'), formatMoney(p.price), 'detail-price')}
        {row(t('inventory.fields.wholesalePrice'), p.wholesalePrice === null ? '—' : formatMoney(p.wholesalePrice))}
        {row(
          t('inventory.fields.stockNow'),
          <>
            <StockBadge status={p.stockStatus} /> {formatCount(p.currentStock)}
          </>,
          'detail-stock',
        )}
        {row(t('inventory.fields.minStockLevel'), formatCount(p.minStockLevel))}
        {row(t('inventory.fields.consigned'), formatCount(p.consignedStock))}
        {row(t('inventory.fields.value'), formatMoney(p.value))}
        {row(t('inventory.fields.location'), p.location)}
        {row(t('inventory.fields.updatedAt'), formatDateTime(p.updatedAt))}
      </GroupedList>
      {p.images.length ? (
        <GroupedList header={t('inventory.fields.imagesTitle')}>
          {p.images.map((src) => (
            <ListRow
              key={src}
              title={
                <a href={src} target="_blank" rel="noreferrer">
                  {src}
                </a>
              }
            />
          ))}
        </GroupedList>
      ) : null}
      <GroupedList
        header={t('inventory.details.stockByLocation')}
        footer={p.stockByLocation.length ? undefined : t('inventory.details.noStock')}
      >
        {p.stockByLocation.map((s) => (
          <ListRow
            key={s.locationId}
            title={s.locationId}
            detail={formatCount(s.quantity)}
            testId={`location-${s.locationId}`}
          />
        ))}
      </GroupedList>
      <div className="sheet-actions">
        <Link className="button plain" to={`/admin/inventory/${encodeURIComponent(p.id)}`}>
          {t('inventory.actions.history')}
        </Link>
        <button className="button" type="button" onClick={onEdit}>
          {t('inventory.actions.edit')}
        </button>
      </div>
    </div>
  );
}
