import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onConnectionChange, useOnline } from '@/lib/connection';
import './offline-banner.css';

/** How long 'Conexión a internet restablecida' stays once the connection is back. */
const BACK_FOR_MS = 3000;

/**
 * Issue 43, spec's network notices: a strip over every screen while the connection is gone ('Sin
 * conexión a internet. Trabajando en modo offline'), and for a moment once it is back. It takes its own
 * line at the top, so it covers nothing; role="status" has screen readers say it without taking the
 * focus. The reads wait meanwhile and come again by themselves (lib/connection.ts). The new-version
 * banner (update-banner.tsx) is another matter: a release, not the network.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const [back, setBack] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onConnectionChange((nowOnline) => {
      clearTimeout(timer);
      setBack(nowOnline);
      if (nowOnline) timer = setTimeout(() => setBack(false), BACK_FOR_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  if (online && !back) return null;
  return (
    <div
      className={`offline-banner ${online ? 'back' : 'lost'}`}
      role="status"
      data-testid="offline-banner"
      data-online={online}
    >
      <span className="offline-banner-dot" aria-hidden />
      {online ? t('connection.back') : t('connection.lost')}
    </div>
  );
}
