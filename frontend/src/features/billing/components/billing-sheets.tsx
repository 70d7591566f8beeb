import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/ui/sheet';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { invoiceDocument } from '@domain/billing';
import type { ClientView, InvoiceListItem } from '@domain/billing';
import { useTransitionInvoice, type Transition } from '../api/commands';
import type { BillingFormat } from '../hooks/use-billing-settings';
import type { InvoiceOutput } from '../hooks/use-invoice-output';
import type { OfflineBilling } from '../offline';
import { ConfirmSheet } from './confirm-sheet';
import { InvoiceDocumentView } from './invoice-document';
import { InvoiceForm } from './invoice-form';
import { InvoiceHistory } from './invoice-history';
import { LoadedInvoice } from './loaded-invoice';

/** Which of spec 2.8's modals is open (one at a time, as iOS shows sheets; new client opens over the invoice). */
export type OpenSheet =
  | { kind: 'new' }
  | { kind: 'edit'; invoice: InvoiceListItem }
  | { kind: 'preview'; invoice: InvoiceListItem }
  | { kind: 'confirm'; action: Transition; invoice: InvoiceListItem }
  | null;

interface Props {
  sheet: OpenSheet;
  onClose: () => void;
  clients: ClientView[];
  today: string;
  format: BillingFormat;
  offline: OfflineBilling;
  output: InvoiceOutput;
}

export function BillingSheets(props: Props) {
  const { sheet } = props;
  if (!sheet) return null;
  if (sheet.kind === 'new' || sheet.kind === 'edit')
    return <InvoiceSheet {...props} invoice={sheet.kind === 'edit' ? sheet.invoice : undefined} />;
  if (sheet.kind === 'preview') return <PreviewSheet {...props} invoice={sheet.invoice} />;
  return <TransitionSheet action={sheet.action} invoice={sheet.invoice} onClose={props.onClose} />;
}

function InvoiceSheet({ invoice, onClose, clients, today, format, offline }: Props & { invoice?: InvoiceListItem }) {
  const { t } = useTranslation();
  const [childOpen, setChildOpen] = useState(false);
  const form = (editing?: Parameters<typeof InvoiceForm>[0]['editing']) => (
    <InvoiceForm
      editing={editing}
      clients={clients}
      today={today}
      format={format}
      offline={offline}
      onDone={onClose}
      onChildOpen={setChildOpen}
    />
  );
  return (
    <Sheet
      title={t(invoice ? 'billing.form.editTitle' : 'billing.form.newTitle')}
      open
      onClose={() => !childOpen && onClose()}
    >
      {invoice ? (
        <LoadedInvoice id={invoice.id} offline={offline} fresh>
          {(v) => form(v)}
        </LoadedInvoice>
      ) : (
        form()
      )}
    </Sheet>
  );
}

/** Spec 2.8's preview: the document, print and download (download waits for an offline invoice's sync). */
function PreviewSheet({ invoice, onClose, format, offline, output }: Props & { invoice: InvoiceListItem }) {
  const { t } = useTranslation();
  return (
    <Sheet title={t('billing.preview.title')} open onClose={onClose}>
      <LoadedInvoice id={invoice.id} offline={offline}>
        {(view) => (
          <>
            <InvoiceDocumentView doc={invoiceDocument(view, format.area)} />
            <div className="sheet-actions">
              <button type="button" className="button plain" onClick={() => void output.print(view)}>
                {t('billing.preview.print')}
              </button>
              <button
                type="button"
                className="button"
                disabled={view.pendingSync || output.downloading === view.id}
                title={view.pendingSync ? t('billing.preview.downloadAfterSync') : undefined}
                onClick={() => void output.download(view)}
              >
                {t('billing.preview.download')}
              </button>
            </div>
            {view.pendingSync ? <p className="group-footer">{t('billing.preview.downloadAfterSync')}</p> : null}
            {/* The history is the server's: offline there is none to read. */}
            {view.pendingSync || offline.offline ? null : <InvoiceHistory invoiceId={view.id} />}
          </>
        )}
      </LoadedInvoice>
    </Sheet>
  );
}

const DONE = {
  issue: 'billing.toast.issued',
  pay: 'billing.toast.paid',
  cancel: 'billing.toast.cancelled',
} as const;
const FAILED = {
  issue: 'billing.toast.issueFailed',
  pay: 'billing.toast.payFailed',
  cancel: 'billing.toast.cancelFailed',
} as const;

/** 'Emitir', 'Marcar como pagada', 'Cancelar factura': each asks first (spec 2.8's confirmation modal). */
function TransitionSheet({
  action,
  invoice,
  onClose,
}: {
  action: Transition;
  invoice: InvoiceListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const transition = useTransitionInvoice();
  const vars = {
    client: invoice.clientName || t('billing.unknownClient'),
    number: invoice.number ?? t('billing.noNumber'),
  };
  const confirm = () =>
    transition.mutate(
      { id: invoice.id, action },
      {
        onSuccess: () => {
          toast.success(t(DONE[action]));
          onClose();
        },
        onError: (error) => toast.error(failureText(t(FAILED[action]), error)),
      },
    );
  return (
    <ConfirmSheet
      pending={transition.isPending}
      onConfirm={confirm}
      onClose={onClose}
      confirmation={{
        title: t(`billing.confirm.${action}.title`),
        message: t(`billing.confirm.${action}.message`, vars),
        confirmText: t(`billing.confirm.${action}.confirm`),
        type: action === 'cancel' ? 'danger' : 'primary',
      }}
    />
  );
}
