import { useAgreementHistories, usePortalAgreements, usePortalPartner, useSettlements } from '../api/reads';
import { activeAgreements, salesOf, soldInMonth, stemsOnHand } from '../lib/portal-figures';

/**
 * Everything the portal shows, from the partner's own reads: who they are, their agreements, each
 * agreement's events (the sales), their settlements, and the figures of the cards. Every read follows
 * the websocket's consignment notices, so a sale at the shop reaches the screen without a reload.
 */
export function usePortal(isPartner: boolean) {
  // Another account (the owner passes every screen) reads nothing here: the shop's screens are its own.
  const partners = usePortalPartner(isPartner);
  const agreements = usePortalAgreements(isPartner);
  const list = agreements.data?.items ?? [];
  const histories = useAgreementHistories(list);
  const settlements = useSettlements(isPartner);
  // A partner is answered their own row alone.
  const partner = partners.data?.[0];
  const sales = salesOf(list, histories.histories);
  const month = soldInMonth(sales);
  const historiesLoaded = !histories.isPending;
  return {
    partner,
    agreements: list,
    sales,
    settlements: settlements.data ?? [],
    figures: {
      // The server's one definition of what is left to settle (issue 45), as it gives it.
      owedNow: partner?.owedNow,
      active: agreements.data ? activeAgreements(list) : undefined,
      onHand: agreements.data ? stemsOnHand(list) : undefined,
      soldThisMonth: agreements.data && historiesLoaded ? month : undefined,
    },
    isPending: partners.isPending || agreements.isPending,
    error: partners.error ?? agreements.error,
    salesPending: agreements.isPending || !historiesLoaded,
    salesError: histories.error,
    settlementsPending: settlements.isPending,
    settlementsError: settlements.error,
    retry: () => {
      void partners.refetch();
      void agreements.refetch();
    },
    retrySales: histories.refetch,
    retrySettlements: () => void settlements.refetch(),
  };
}
