import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/** What a list shows when it could not be loaded: what failed, the server's reason when shown, a retry when it can. */
export function LoadFailed({ title, reason, onRetry }: { title: string; reason?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="alert" title={title}>
      {reason ? `${reason} ` : null}
      {onRetry ? (
        <button className="link-button" type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </EmptyState>
  );
}
