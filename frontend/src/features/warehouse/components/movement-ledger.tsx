import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { movementLabelKey } from '@/config/inventory';
import { formatCount, formatDateTime, formatMoney } from '@/lib/money';
import { CONSIGNED, NO_LOT } from '@domain/inventory';
import type { MovementView, WasteCause } from '@domain/inventory';

const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : '0');
type T = (key: string, options?: Record<string, unknown>) => string;

/** Issue 44: what a line may carry beyond spec 5's (absent on lines from before lots, or older reads). */
interface LotFacts {
  cause?: WasteCause | null;
  /** Waste: what the stems cost at their lots' cost. */
  cost?: number | null;
  lots?: { lotId: string; code?: string | null; supplier?: string | null; delta: number }[] | null;
}

/** Waste's cause and cost and the lots the line took or filled, in the ledger's words ('' when none). */
function lotFacts(line: MovementView, t: T): string {
  const m = line as unknown as LotFacts;
  const parts: string[] = [];
  if (m.cause) parts.push(t(`inventory.causes.${m.cause}`));
  if (m.cause && typeof m.cost === 'number') parts.push(t('inventory.lots.cost', { cost: formatMoney(m.cost) }));
  const lots = m.lots ?? [];
  // Lines of products without lots read as "sin lote" only: saying so on each would be noise.
  if (lots.some((l) => l.lotId !== NO_LOT)) {
    const names = lots.map((l) => {
      const name = l.lotId === NO_LOT ? t('inventory.lots.none') : (l.code ?? l.supplier ?? l.lotId.slice(0, 8));
      return `${name} ${signed(l.delta)}`;
    });
    parts.push(t('inventory.lots.took', { lots: names.join(', ') }));
  }
  return parts.length ? ` · ${parts.join(' · ')}` : '';
}

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
                {lotFacts(m, t)}
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
