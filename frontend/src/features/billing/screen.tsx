import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import type { InvoiceListItem } from '@domain/billing';
import { useClients } from './api/reads';
import { BillingSheets, type OpenSheet } from './components/billing-sheets';
import { BillingToolbar } from './components/billing-toolbar';
import type { InvoiceAction } from './components/invoice-actions';
import { InvoicesTable } from './components/invoices-table';
import { useBillingFilters } from './hooks/use-billing-filters';
import { useBillingSettings } from './hooks/use-billing-settings';
import { useInvoiceList } from './hooks/use-invoice-list';
import { useInvoiceOutput } from './hooks/use-invoice-output';
import { useRememberForOffline } from './hooks/use-remember-for-offline';
import { OfflineControls, useNetworkWatch, useOfflineBilling } from './offline';
import './locales/register';
import './billing.css';

/**
 * /warehouse/billing (spec 2.8, 'BillingManagement'): search and filters in the URL, the invoice
 * table with its actions and pager, and the modals — create/edit, new client, preview, confirmation.
 * Online it reads and writes through the API; in offline mode through the browser's store.
 */
export function Component() {
  const { t } = useTranslation();
  useNetworkWatch();
  const offline = useOfflineBilling();
  const { filters, searchText, setSearchText, setFilter, setPage } = useBillingFilters();
  const list = useInvoiceList(filters, offline);
  const serverClients = useClients(!offline.offline);
  const clients = offline.offline ? offline.clients : (serverClients.data ?? []);
  const format = useBillingSettings(!offline.offline);
  const output = useInvoiceOutput(format, offline);
  useRememberForOffline(offline, list.data?.items, serverClients.data);
  const [sheet, setSheet] = useState<OpenSheet>(null);

  const onAction = (action: InvoiceAction, invoice: InvoiceListItem) => {
    if (action === 'print') return void output.print(invoice);
    if (action === 'download') return void output.download(invoice);
    if (action === 'view') return setSheet({ kind: 'preview', invoice });
    if (action === 'edit') return setSheet({ kind: 'edit', invoice });
    setSheet({ kind: 'confirm', action, invoice });
  };

  return (
    <div className="billing-wide" data-testid="billing-screen">
      <LargeTitle title={t('billing.title')} subtitle={t('billing.subtitle')} />
      <div className="chip-row billing-actions">
        <button type="button" className="chip primary" onClick={() => setSheet({ kind: 'new' })}>
          {t('billing.newInvoice')}
        </button>
        <OfflineControls />
      </div>
      <BillingToolbar filters={filters} searchText={searchText} onSearch={setSearchText} onFilter={setFilter} />
      <InvoicesTable
        data={list.data}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.refetch}
        onPage={setPage}
        onCreate={() => setSheet({ kind: 'new' })}
        onAction={onAction}
        format={format}
        offline={offline.offline}
        busy={output.downloading}
      />
      <BillingSheets
        sheet={sheet}
        onClose={() => setSheet(null)}
        clients={clients}
        today={list.today}
        format={format}
        offline={offline}
        output={output}
      />
    </div>
  );
}
