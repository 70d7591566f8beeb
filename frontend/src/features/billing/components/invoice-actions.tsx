import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@domain/billing';

export type InvoiceAction = 'view' | 'edit' | 'print' | 'download' | 'issue' | 'pay' | 'cancel';

/** Edit only while draft or pending (spec 4); offline, only what was saved offline can be edited. */
export const canEdit = (i: InvoiceListItem, offline: boolean) =>
  (i.status === 'draft' || i.status === 'pending') && (!offline || i.pendingSync);
/** The transitions are server commands: online, on invoices the server knows. */
const transitions = (i: InvoiceListItem, offline: boolean): InvoiceAction[] => {
  if (offline || i.pendingSync) return [];
  if (i.status === 'draft') return ['issue', 'cancel'];
  if (i.status === 'pending') return ['pay', 'cancel'];
  return [];
};

/** A row's actions (spec 2.8: view, edit when allowed, print, download) and the transitions of spec 4 as decided. */
export function InvoiceActions({
  invoice: i,
  offline,
  busy,
  onAction,
}: {
  invoice: InvoiceListItem;
  offline: boolean;
  busy: boolean;
  onAction: (action: InvoiceAction, invoice: InvoiceListItem) => void;
}) {
  const { t } = useTranslation();
  const name = i.number ?? i.clientName;
  const button = (action: InvoiceAction, extra: { primary?: boolean; disabled?: boolean; title?: string } = {}) => (
    <button
      key={action}
      type="button"
      className={`chip small${extra.primary ? ' primary' : ''}${action === 'cancel' ? ' danger' : ''}`}
      disabled={extra.disabled}
      title={extra.title}
      data-action={action}
      onClick={() => onAction(action, i)}
    >
      {t(`billing.actions.${action}`)}
    </button>
  );
  return (
    <div className="bl-actions" role="group" aria-label={t('billing.actions.label', { name })}>
      {button('view')}
      {canEdit(i, offline) ? button('edit') : null}
      {button('print')}
      {button('download', {
        disabled: busy || i.pendingSync,
        title: i.pendingSync ? t('billing.preview.downloadAfterSync') : undefined,
      })}
      {transitions(i, offline).map((a) => button(a, { primary: a !== 'cancel' }))}
    </div>
  );
}
