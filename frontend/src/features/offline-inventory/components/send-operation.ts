import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopBridge, inputOf } from '../bridge';
import type { BridgeResult, OperationInput, OperationKind, QueuedOperation } from '../bridge/contract';
import { OUTCOME_OF, refusalOf, useBridgeCall } from '../hooks/use-operation';

/**
 * What every form of the screen does on submit: a new operation through its bridge call, or — when
 * the form corrects a refused operation — the same operation sent again with the corrected input
 * (retryOperation). Either way spec 8's toast says how it went; the form closes on success and
 * shows the reason otherwise.
 */
export function useSendOperation(kind: OperationKind, fix: QueuedOperation | undefined, onDone: () => void) {
  const { t } = useTranslation();
  const { run, pending } = useBridgeCall();
  const [refusal, setRefusal] = useState<string | null>(null);
  const outcome = OUTCOME_OF[kind];
  const send = async (input: OperationInput, fresh: () => Promise<BridgeResult>) => {
    setRefusal(null);
    const result = await run(outcome, fix ? () => desktopBridge.retryOperation(fix.seq, input) : fresh);
    if (result?.success) onDone();
    else setRefusal(refusalOf(result, t(`offlineInventory.toast.${outcome}Failed`)));
  };
  return { send, pending, refusal };
}

/** A refused operation's input (what its call took), as the values its form starts with. */
export const fixValues = (fix: QueuedOperation | undefined): Record<string, unknown> | undefined =>
  fix ? (inputOf(fix) as unknown as Record<string, unknown>) : undefined;

/** The time every operation carries (spec 7). */
export const now = () => new Date().toISOString();
