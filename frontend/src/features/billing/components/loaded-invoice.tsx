import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { InvoiceView } from '@domain/billing';
import { useInvoice } from '../api/reads';
import type { OfflineBilling } from '../offline';

/**
 * The whole invoice: the server's while online (and then kept for offline mode), the one kept in
 * the browser in offline mode. `fresh`: not a cached copy being refetched — the edit form starts
 * from what it is given, so it must not start from the invoice as it was before a command.
 */
export function LoadedInvoice({
  id,
  offline,
  fresh,
  children,
}: {
  id: string;
  offline: OfflineBilling;
  fresh?: boolean;
  children: (v: InvoiceView) => ReactNode;
}) {
  const { t } = useTranslation();
  const kept = offline.offline ? offline.invoices.find((i) => i.id === id) : undefined;
  const invoice = useInvoice(id, !offline.offline);
  const { remember } = offline;
  // Once shown, a later refetch (a websocket notice) must not take the form away from under the person.
  const [ready, setReady] = useState(!fresh);
  // Set while rendering (React's "state from props"), so the invoice shows in this very render.
  if (!ready && invoice.data && !invoice.isFetching) setReady(true);
  // Kept for offline mode once per answer, whatever the mode was when it came.
  const keep = useEffectEvent((loaded: InvoiceView) => {
    if (!offline.offline) remember({ invoices: [loaded] });
  });
  useEffect(() => {
    if (invoice.data) keep(invoice.data);
  }, [invoice.data]);
  const view = offline.offline ? kept : ready ? invoice.data : undefined;
  if (view) return <>{children(view)}</>;
  if (offline.offline || (invoice.error && !invoice.isFetching)) {
    return (
      <EmptyState icon="alert" title={t('billing.preview.loadFailed')}>
        {invoice.error?.message}{' '}
        {offline.offline ? null : (
          <button className="link-button" type="button" onClick={() => void invoice.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </EmptyState>
    );
  }
  return <SkeletonRows rows={4} />;
}
