import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** 'Disponible' in green or 'Agotado' in red: the catalogue says only whether the shop holds units, never how many. */
export function AvailabilityBadge({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={inStock ? 'success' : 'danger'} data-testid="availability" data-in-stock={inStock}>
      {t(inStock ? 'storefront.product.available' : 'storefront.product.soldOut')}
    </Badge>
  );
}
