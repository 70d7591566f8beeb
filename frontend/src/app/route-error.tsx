import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { isOnline, onConnectionChange } from '@/lib/connection';
import { NotFoundScreen } from './routes/not-found-screen';

// A screen's chunk that fails to load rejects its dynamic import with a TypeError of this shape
// (Chromium, Firefox and Safari each word it differently); Vite's own preload words a stylesheet's.
const CHUNK_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i;
// A request that never got an answer (fetch's TypeError in each browser's words).
const NO_ANSWER = /Failed to fetch|NetworkError|Load failed|network/i;

/**
 * The error boundary: not-found for 404 (missing role or permission), a reload offer otherwise.
 * `framed`: the one inside the shop's and the staff's frames (router.tsx), so a failing screen keeps
 * the bar and the navigation; it leaves a not-found to the root's, which takes the whole page. An
 * error that came of a missing connection (Issue 43) is tried again by itself once it is back.
 */
export function RouteError({ framed = false }: { framed?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  // Offline when it happened, or a request with no answer: the reason goes with the connection's return.
  const [offlineWhenFailed] = useState(() => !isOnline());
  const message = error instanceof Error ? error.message : '';
  // A screen's file missing while online is a release, not the network (Chromium says "Failed to fetch" for both).
  const chunkMissing = CHUNK_FAILED.test(message);
  const connection = offlineWhenFailed || (!chunkMissing && NO_ANSWER.test(message));
  useRetryOnReconnect(connection);
  if (isRouteErrorResponse(error) && error.status === 404) {
    if (framed) throw error;
    return <NotFoundScreen />;
  }
  const chunkFailed = !connection && chunkMissing;
  const title = connection ? t('error.offline') : chunkFailed ? t('update.available') : t('error.title');
  // Inside a frame the screen's own <main> is the frame's.
  const Frame = framed ? 'div' : 'main';
  return (
    <Frame className={framed ? undefined : 'screen'} data-testid="route-error">
      <EmptyState icon="alert" title={title}>
        {connection ? t('connection.retrying') : chunkFailed ? null : t('error.body')}
      </EmptyState>
      <div style={{ display: 'grid', gap: 12 }}>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('update.reload')}
        </button>
        <Link className="button plain" to="/">
          {t('notFound.action')}
        </Link>
      </div>
    </Frame>
  );
}

/** Once the connection is back, the same address is opened again: its loaders and screen run anew. */
function useRetryOnReconnect(connection: boolean): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!connection) return;
    return onConnectionChange((online) => {
      if (online) void navigate({ pathname, search, hash }, { replace: true });
    });
  }, [connection, navigate, pathname, search, hash]);
}
