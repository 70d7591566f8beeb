import { useTranslation } from 'react-i18next';
import { itemTone, statusTone, type AgreementStatus, type ItemStatus } from '../config/consignment';

/** An agreement's state (spec 4) as a coloured badge: Activo, Completado, Cancelado, Liquidado. */
export function StatusBadge({ status }: { status: AgreementStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${statusTone(status)}`} data-status={status} data-testid="agreement-status">
      {t(`consignment.status.${status}`)}
    </span>
  );
}

/** An item's state (spec 3): Pendiente (nothing sold), Parcial, Vendido (all sold). */
export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${itemTone(status)}`} data-item-status={status}>
      {t(`consignment.itemStatus.${status}`)}
    </span>
  );
}
