import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundScreen } from './routes/not-found-screen';

// A screen's chunk that fails to load rejects its dynamic import with a TypeError of this shape
// (Chromium, Firefox and Safari each word it differently).
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** The root error boundary: not-found for 404 (missing role or permission), a reload offer otherwise. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const chunkFailed = error instanceof Error && CHUNK_FAILED.test(error.message);
  return (
    <main className="screen">
      <EmptyState icon="alert" title={chunkFailed ? t('update.available') : t('error.title')}>
        {chunkFailed ? null : t('error.body')}
      </EmptyState>
      <div style={{ display: 'grid', gap: 12 }}>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('update.reload')}
        </button>
        <Link className="button plain" to="/">
          {t('notFound.action')}
        </Link>
      </div>
    </main>
  );
}
