import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';

/** Spec 2.1's catch-all, and what a user lacking a route's role or permission sees (spec 2.2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="screen" data-testid="not-found">
      <EmptyState icon="compass" title={t('notFound.title')}>
        {t('notFound.body')}
      </EmptyState>
      <Link className="button" to="/">
        {t('notFound.action')}
      </Link>
    </main>
  );
}
