import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { syncBadge, type SyncBadge as Badge4, type SyncStatus } from '../bridge/contract';

const TONE: Record<Badge4, string> = { syncing: 'primary', warning: 'warning', synced: 'success', offline: 'danger' };

/** Spec 4's sync state as a badge: Sincronizando, Con errores, Sincronizado, Sin conexión. */
export function SyncBadge({ status }: { status: SyncStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  const badge = syncBadge(status);
  return (
    <Badge tone={TONE[badge]} data-testid="sync-badge" data-state={badge} role="status">
      {t(`offlineInventory.badge.${badge}`)}
    </Badge>
  );
}
