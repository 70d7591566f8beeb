import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { movementLabelKey } from '@/config/inventory';
import { formatCount, formatDateTime } from '@/lib/money';
import { CONSIGNED } from '@domain/inventory';
import type { MovementView } from '@domain/inventory';

const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : '0');

/** Ledger lines, newest first: what moved, where, how many (at our locations), who, why. */
export function MovementLedger({
  items,
  isLoading,
  error,
  onRetry,
}: {
  items?: MovementView[];
  isLoading: boolean;
  error?: Error | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (isLoading && !items) return <SkeletonRows rows={5} />;
  if (error && !items) {
    return <LoadFailed title={t('warehouse.ledger.loadFailed')} onRetry={onRetry} />;
  }
  if (!items || items.length === 0) return <EmptyState icon="repeat" title={t('warehouse.ledger.empty')} />;
  return (
    <ul className="ledger group-body" data-testid="movement-ledger">
      {items.map((m) => {
        const net = m.effects.filter((e) => e.locationId !== CONSIGNED).reduce((sum, e) => sum + e.delta, 0);
        const places = m.targetLocationId ? `${m.locationId} → ${m.targetLocationId}` : m.locationId;
        return (
          <li key={m.movementId} className="row" data-testid="ledger-line" data-type={m.type}>
            <span className="row-main">
              <span className="row-title">
                <Link to={`/admin/inventory/${encodeURIComponent(m.productId)}`}>{m.productName}</Link>
                {' · '}
                {t(movementLabelKey(m.type, net))}
              </span>
              <div className="row-subtitle">
                {m.sku} · {places} · {formatDateTime(m.occurredAt)} · {m.actor.name ?? m.actor.userId}
                {m.reference ? ` · ${m.reference.type} ${m.reference.id}` : ''}
                {m.notes ? ` · ${m.notes}` : ''}
              </div>
            </span>
            <span className={`row-detail qty ${net > 0 ? 'in' : net < 0 ? 'out' : ''}`}>
              {net === 0 ? formatCount(m.quantity) : signed(net)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
