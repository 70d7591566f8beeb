import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { StockStatus } from '@domain/inventory';

const TONE: Record<StockStatus, string> = { in_stock: 'success', low_stock: 'warning', out_of_stock: 'danger' };

/** Spec 4's stock classes: out (0), low (above 0 and at most the minimum), in stock. */
export function StockBadge({ status }: { status: StockStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} data-stock-status={status}>
      {t(`offlineInventory.stock.${status}`)}
    </Badge>
  );
}
