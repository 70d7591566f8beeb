import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { downloadStatement } from '@/lib/consignment-reads';
import { formatMoney } from '@/lib/money';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { SettlementView } from '@domain/consignment';
import { dayOfInstant } from '../lib/portal-dates';
import { AcknowledgeSheet } from './acknowledge-sheet';

/** The partner's settlements: each one's figures, its statement (the shop's same PDF) and its confirmation. */
export function SettlementsList(props: {
  settlements: readonly SettlementView[];
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.settlements.${key}`, o);
  const [confirming, setConfirming] = useState<SettlementView | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (s: SettlementView) => {
    setDownloading(s.id);
    try {
      await downloadStatement(s.agreementId, s.code, s.position);
    } catch (e) {
      toast.error(failureText(w('downloadFailed'), e));
    } finally {
      setDownloading(null);
    }
  };
  const body = props.pending ? (
    <SkeletonRows rows={2} />
  ) : props.error ? (
    <LoadFailed title={w('header')} reason={(props.error as Error).message} onRetry={props.onRetry} />
  ) : props.settlements.length === 0 ? (
    <EmptyState icon="file" title={w('empty')} />
  ) : (
    props.settlements.map((s) => (
      <div className="row portal-settlement" key={s.id} data-testid={`portal-settlement-${s.code}`}>
        <div className="row-main">
          <div className="portal-settlement-head">
            <span className="row-title">{t('partnerPortal.agreements.code', { code: s.code })}</span>
            <strong>{formatMoney(s.net)}</strong>
          </div>
          <div className="row-subtitle">
            {w('settledOn', { date: dayOfInstant(s.settledAt, i18n.language) })} ·{' '}
            {w('figures', {
              gross: formatMoney(s.gross),
              commission: formatMoney(s.commission),
              net: formatMoney(s.net),
            })}
          </div>
          <div className="chip-row portal-settlement-actions">
            <button
              type="button"
              className="chip small"
              disabled={downloading === s.id}
              onClick={() => void download(s)}
            >
              {w('download')}
            </button>
            {s.acknowledged ? (
              <span className="badge success" data-testid="settlement-acknowledged">
                {w('acknowledged', { date: dayOfInstant(s.acknowledged.at, i18n.language) })}
              </span>
            ) : (
              <button type="button" className="chip small primary" onClick={() => setConfirming(s)}>
                {w('acknowledge')}
              </button>
            )}
          </div>
        </div>
      </div>
    ))
  );
  return (
    <>
      <GroupedList header={w('header')} label={w('header')}>
        {body}
      </GroupedList>
      {confirming ? <AcknowledgeSheet settlement={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}
