import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatCount, formatMoney } from '@/lib/money';
import { momentIn } from '../lib/portal-dates';
import type { PortalSale } from '../lib/portal-figures';

const SHOWN = 20;

/** The partner's sales, newest first, as the shop registers them: the websocket's notice redraws the list. */
export function SalesList(props: {
  sales: readonly PortalSale[];
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.sales.${key}`, o);
  const body = props.pending ? (
    <SkeletonRows rows={3} />
  ) : props.error ? (
    <LoadFailed title={w('header')} reason={(props.error as Error).message} onRetry={props.onRetry} />
  ) : props.sales.length === 0 ? (
    <EmptyState icon="cart" title={w('empty')} />
  ) : (
    <div data-testid="portal-sales">
      {props.sales.slice(0, SHOWN).map((s) => (
        <ListRow
          key={s.key}
          testId="portal-sale"
          title={s.lines.map((l) => w('line', { qty: formatCount(l.quantity), name: l.productName })).join(', ')}
          subtitle={`${momentIn(s.soldAt, i18n.language)} · ${w('agreement', { code: s.code })}`}
          detail={formatMoney(s.gross)}
        />
      ))}
    </div>
  );
  return (
    <GroupedList header={w('header')} footer={w('footer')} label={w('header')}>
      {body}
    </GroupedList>
  );
}
