import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountBody, expenseBody, journalEntryBody } from '@domain/accounting';
import { api, apiRequest, type CommandAnswer } from '@/lib/api-client';
import { afterAccountingCommand } from './consistency';

// The books' commands (issue 18). Each answers { id, revision, position }. A sheet keeps one
// Idempotency-Key while open, so a double tap or a resend after a cut network is the same command.

export type ExpenseBody = z.input<typeof expenseBody>;
export type JournalEntryBody = z.input<typeof journalEntryBody>;
export type AccountBody = z.input<typeof accountBody>;
type Keyed<T> = { body: T; key: string };

export const recordExpense = ({ body, key }: Keyed<ExpenseBody>) =>
  api.post<CommandAnswer>('/accounting/expenses', body, { idempotencyKey: key });
export const postJournalEntry = ({ body, key }: Keyed<JournalEntryBody>) =>
  api.post<CommandAnswer>('/accounting/journal-entries', body, { idempotencyKey: key });
export const closePeriod = ({ month, key }: { month: string; key: string }) =>
  api.post<CommandAnswer>(`/accounting/periods/${encodeURIComponent(month)}/close`, undefined, {
    idempotencyKey: key,
  });
export const reverseEntry = ({ entryId, reason, key }: { entryId: string; reason: string; key: string }) =>
  api.post<CommandAnswer>(
    `/accounting/journal-entries/${encodeURIComponent(entryId)}/reverse`,
    { reason },
    { idempotencyKey: key },
  );
export const addAccount = ({ body, key }: Keyed<AccountBody>) =>
  api.post<CommandAnswer>('/accounting/accounts', body, { idempotencyKey: key });
/** PATCH /api/accounting/accounts/:code — { name } renames, { active } (de)activates. */
export const patchAccount = ({
  code,
  body,
  key,
}: {
  code: string;
  body: { name?: string; active?: boolean };
  key: string;
}) =>
  apiRequest<CommandAnswer>(`/accounting/accounts/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body,
    idempotencyKey: key,
  });

const onSuccess = afterAccountingCommand;
export const useRecordExpense = () => useMutation({ mutationFn: recordExpense, onSuccess });
export const usePostJournalEntry = () => useMutation({ mutationFn: postJournalEntry, onSuccess });
export const useClosePeriod = () => useMutation({ mutationFn: closePeriod, onSuccess });
export const useReverseEntry = () => useMutation({ mutationFn: reverseEntry, onSuccess });
export const useAddAccount = () => useMutation({ mutationFn: addAccount, onSuccess });
export const usePatchAccount = () => useMutation({ mutationFn: patchAccount, onSuccess });
