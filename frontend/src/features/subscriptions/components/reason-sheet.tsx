import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '@/components/ui/form-sheet';
import { TextAreaRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import type { cancelSubscriptionBody } from '@domain/subscriptions';
import type { SubscriptionAnswer } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import '../locales/register';

interface Props<V> {
  /** Whose words: `subscriptions.${texts}.title`, `.confirm`, `.reason`, `.placeholder`. */
  texts: 'cancel' | 'waive';
  message: string;
  danger?: boolean;
  /** The command's body schema: a required reason (cancelSubscriptionBody, waiveChargeBody). */
  schema: typeof cancelSubscriptionBody;
  mutation: UseMutationResult<SubscriptionAnswer, Error, V>;
  /** What the command sends, the reason in it. */
  variables: (reason: string) => V;
  done: string;
  testId: string;
  onClose: () => void;
}

/**
 * A step that needs its reason (cancel a subscription, forgive a charge): the reason is checked by
 * the command's schema before sending, and the server's message for it shows under the field.
 */
export function ReasonSheet<V>({ texts, danger, schema, mutation, variables, done, onClose, ...sheet }: Props<V>) {
  const { t } = useTranslation();
  const w = (key: string) => t(`subscriptions.${texts}.${key}`);
  const form = useSchemaForm(schema, { reason: '' });
  const command = useCommand(mutation, { done, onClose, onFieldErrors: (e) => form.showServerErrors(e) });
  const submit = form.handleSubmit(({ reason }) => command.run(variables(reason)));
  return (
    <FormSheet
      className="sub-sheet"
      {...sheet}
      title={w('title')}
      destructive={danger ? 'fill' : undefined}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <div className="group-body sub-sheet-fields">
        <TextAreaRow
          label={w('reason')}
          placeholder={w('placeholder')}
          rows={3}
          maxLength={300}
          {...form.register('reason', { onChange: () => form.forget('reason') })}
          error={form.errorOf('reason')}
        />
      </div>
    </FormSheet>
  );
}
