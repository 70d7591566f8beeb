import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { BridgeResult, OperationKind } from '../bridge/contract';

/** What a call does, named by its spec 8 toasts. */
export type Outcome = 'stock' | 'product' | 'movement' | 'agreement' | 'sale' | 'return' | 'config' | 'discard';

export const OUTCOME_OF: Record<OperationKind, Outcome> = {
  'update-inventory': 'stock',
  'add-product': 'product',
  'register-inventory-movement': 'movement',
  'create-consignment': 'agreement',
  'register-consignment-sale': 'sale',
  'register-consignment-return': 'return',
};

/**
 * Runs a bridge call with spec 8's success or error toast. A refusal (success false) and a failure
 * (the call rejects) both say the error text with the reason after it. Answers the result, or null
 * when the call failed, so a form closes only on success and shows the reason otherwise.
 */
export function useBridgeCall() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const run = async (outcome: Outcome, call: () => Promise<BridgeResult>): Promise<BridgeResult | null> => {
    const failed = t(`offlineInventory.toast.${outcome}Failed`);
    setPending(true);
    try {
      const result = await call();
      if (result.success) toast.success(t(`offlineInventory.toast.${outcome}Done`));
      else toast.error(failureText(failed, new Error(result.message)));
      return result;
    } catch (e) {
      toast.error(failureText(failed, e));
      return null;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

/** The reason to show in a form after `run`: the refusal's message, or the error text when the call failed. */
export const refusalOf = (result: BridgeResult | null, failed: string): string | null =>
  result === null ? failed : result.success ? null : result.message || failed;
