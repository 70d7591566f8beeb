import { useTranslation } from 'react-i18next';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import type { AccountFigure } from '@domain/accounting';
import { money } from '../lib/format';
import '../locales/register';

/** A statement's section: its accounts (a row opens the account's ledger) and its total. */
export function AccountSection({
  title,
  accounts,
  total,
  totalLabel,
  onOpen,
  testId,
}: {
  title: string;
  accounts: AccountFigure[] | undefined;
  total: number | undefined;
  totalLabel: string;
  onOpen: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const col = (c: string) => t(`accounting.columns.${c}`);
  return (
    <section className="group" aria-label={title}>
      <div className="group-header">{title}</div>
      <div className="data-table-wrap" aria-busy={!accounts}>
        <table className="data-table acc-table" data-testid={testId}>
          <thead>
            <tr>
              <th>{col('code')}</th>
              <th className="num">{col('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {!accounts ? (
              <SkeletonTableRows rows={3} cells={[undefined, 'num']} />
            ) : (
              accounts.map((a) => (
                // A row without a code (the balance sheet's result) is a figure, not an account: nothing to open.
                <tr
                  key={a.code || a.name}
                  className={a.code ? 'acc-row' : undefined}
                  onClick={a.code ? () => onOpen(a.code) : undefined}
                  data-testid="acc-account-row"
                >
                  <td>
                    {/* The row's click opens it; the button is what the keyboard reaches. */}
                    {!a.code ? (
                      a.name
                    ) : (
                      <button
                        type="button"
                        className="link-button acc-open"
                        aria-label={t('accounting.open', { code: a.code, name: a.name })}
                      >
                        <span className="acc-code">{a.code}</span> {a.name}
                      </button>
                    )}
                  </td>
                  <td className="num">{money(a.balance)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{totalLabel}</th>
              <td className="num" data-testid={`${testId}-total`}>
                {total === undefined ? '' : money(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
