import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uuid } from '@/lib/api-client';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { InvoiceView } from '@domain/billing';
import { useCreateInvoice, useUpdateInvoice } from '../api/commands';
import { bodyOf, type InvoiceForm } from '../lib/invoice-form';
import type { OfflineBilling } from '../offline';

/**
 * Saving the modal (spec 2.8, 4, 8): 'Guardar borrador' (a new invoice's primary action) keeps a
 * draft, 'Crear y emitir' / 'Actualizar Factura' issue it (decision 0052). Online it is a command; in offline
 * mode it is kept in the browser to sync later — the same toasts either way.
 */
export function useSaveInvoice(offline: OfflineBilling, editing: InvoiceView | undefined) {
  const { t } = useTranslation();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  // One id for this invoice however often it is sent: a resend after a lost answer is the same invoice.
  const [invoiceId] = useState(uuid);
  const failed = t(editing ? 'billing.toast.updateFailed' : 'billing.toast.createFailed');

  const save = (form: InvoiceForm, asDraft: boolean, done: () => void, refused: (error: unknown) => void) => {
    const body = bodyOf(form, asDraft);
    const success = t(
      asDraft ? 'billing.toast.draftSaved' : editing ? 'billing.toast.updated' : 'billing.toast.created',
    );
    const ok = () => {
      toast.success(success);
      done();
    };
    const fail = (error: unknown) => {
      refused(error);
      toast.error(failureText(failed, error));
    };
    if (offline.offline) {
      try {
        if (editing) offline.updateInvoice(editing.id, body);
        else offline.saveInvoice(body);
        ok();
      } catch (error) {
        fail(error);
      }
      return;
    }
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: ok, onError: fail });
    else create.mutate({ invoiceId, ...body }, { onSuccess: ok, onError: fail });
  };
  return { save, pending: create.isPending || update.isPending };
}
