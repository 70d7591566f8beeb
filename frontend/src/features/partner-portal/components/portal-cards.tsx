import { useTranslation } from 'react-i18next';
import { StatCards } from '@/components/ui/stat-cards';
import { formatCount, formatMoney } from '@/lib/money';

interface Figures {
  /** undefined while loading; null when the server could not give it exactly. */
  owedNow: number | null | undefined;
  active: number | undefined;
  onHand: number | undefined;
  soldThisMonth: { units: number; gross: number } | undefined;
}

const known = <T, R>(value: T | undefined, show: (v: T) => R) => (value === undefined ? undefined : show(value));

/** The four figures of the partner's account, "Por liquidar" first and said in one line under them. */
export function PortalCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.cards.${key}`, o);
  const stems = (n: number) => w('stems', { count: n, n: formatCount(n) });
  return (
    <>
      <StatCards
        label={w('label')}
        className="portal-tone"
        cards={[
          { key: 'owedNow', label: w('owedNow'), value: known(figures.owedNow, formatMoney) },
          { key: 'active', label: w('active'), value: known(figures.active, formatCount) },
          { key: 'onHand', label: w('onHand'), value: known(figures.onHand, stems) },
          {
            key: 'soldThisMonth',
            label: w('soldThisMonth'),
            subline: true,
            value: known(figures.soldThisMonth, (month) => (
              <>
                {stems(month.units)}
                <span className="portal-sub">{formatMoney(month.gross)}</span>
              </>
            )),
          },
        ]}
      />
      <p className="portal-hint" data-testid="owed-now-hint">
        <strong>{w('owedNow')}:</strong> {w('owedNowHint')}
      </p>
    </>
  );
}
