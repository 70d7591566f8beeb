import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { StockStatus } from '@domain/inventory';

const TONE: Record<StockStatus, string> = { in_stock: 'success', low_stock: 'warning', out_of_stock: 'danger' };

/** Spec 4's stock classes as a coloured badge: in stock, low, out. */
export function StockBadge({ status }: { status: StockStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} data-stock-status={status}>
      {t(`inventory.stockStatus.${status}`)}
    </Badge>
  );
}
