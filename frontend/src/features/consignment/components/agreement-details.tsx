import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { formatDateTime, formatMoney } from '@/lib/money';
import type { AgreementView } from '@domain/consignment';
import { formatDay } from '../lib/dates';
import type { AgreementAction } from './agreement-card';
import { AgreementHistory } from './agreement-history';
import { PartnerFeedback } from './partner-feedback';
import { AgreementItemsTable } from './agreement-items-table';
import { StatementButton } from './statement-button';
import { StatusBadge } from './status-badge';

/** Spec 2.5 "agreement details": the agreement, its items and totals, its actions and its full history. */
export function AgreementDetails({
  agreement: a,
  onAction,
  extra,
}: {
  agreement: AgreementView;
  onAction: (action: Exclude<AgreementAction, 'details'>) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n);
  return (
    <div data-testid="agreement-details">
      <GroupedList header={t('consignment.card.code', { code: a.code })}>
        <ListRow title={t('consignment.details.id')} subtitle={<code>{a.id}</code>} />
        <ListRow
          title={t('consignment.details.partner')}
          detail={a.partner.tradeName || a.partner.businessName}
          testId="details-partner"
        />
        <ListRow
          title={t('consignment.details.period')}
          detail={t('consignment.card.period', { start: formatDay(a.startDate), end: formatDay(a.endDate) })}
        />
        <ListRow title={t('consignment.details.status')} detail={<StatusBadge status={a.status} />} />
        <ListRow title={t('consignment.details.created')} detail={formatDateTime(a.createdAt)} />
        {a.settledAt ? (
          <ListRow title={t('consignment.details.settledAt')} detail={formatDateTime(a.settledAt)} />
        ) : null}
        {a.notes ? <ListRow title={t('consignment.details.notes')} subtitle={a.notes} /> : null}
      </GroupedList>
      <h2 className="group-header">{t('consignment.details.items')}</h2>
      <AgreementItemsTable items={a.items} />
      <GroupedList header={t('consignment.details.totals')}>
        <ListRow title={t('consignment.card.totalValue')} detail={money(a.totalValue)} testId="details-total" />
        <ListRow title={t('consignment.card.soldValue')} detail={money(a.soldValue)} testId="details-sold" />
        <ListRow
          title={t('consignment.card.commission')}
          detail={money(a.commissionTotal)}
          testId="details-commission"
        />
        <ListRow title={t('consignment.card.net')} detail={<strong>{money(a.netValue)}</strong>} testId="details-net" />
      </GroupedList>
      <div className="chip-row">
        {a.status === 'active' ? (
          <>
            <button type="button" className="chip primary" onClick={() => onAction('sale')}>
              {t('consignment.actions.sale')}
            </button>
            <button type="button" className="chip" onClick={() => onAction('return')}>
              {t('consignment.actions.return')}
            </button>
            <button type="button" className="chip" onClick={() => onAction('settle')}>
              {t('consignment.actions.settle')}
            </button>
          </>
        ) : null}
        {a.status === 'active' || a.status === 'settled' ? <StatementButton agreement={a} /> : null}
        {extra}
      </div>
      <PartnerFeedback agreement={a} />
      <GroupedList header={t('consignment.details.history')}>
        <AgreementHistory agreement={a} />
      </GroupedList>
    </div>
  );
}
