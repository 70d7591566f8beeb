import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { InvoiceStatus } from '@domain/billing';

const TONE: Record<InvoiceStatus, string> = { draft: '', pending: 'warning', paid: 'success', cancelled: 'danger' };

/** An invoice's state (spec 4) as a coloured badge: Borrador, Pendiente, Pagada, Cancelada. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} data-status={status} data-testid="invoice-status">
      {t(`billing.status.${status}`)}
    </Badge>
  );
}
