import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/stores/toast-store';
import { changePasswordBody } from '@domain/users';
import { useChangePassword } from '../api/commands';

/**
 * Current and new password; the server's message (e.g. a wrong current password) is shown as it comes.
 * `onChanged`: after the change (the first password of an account an admin created, issue 43).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, reset, errorOf } = useSchemaForm(changePasswordBody, {
    currentPassword: '',
    newPassword: '',
  });
  const [currentPassword, newPassword] = useWatch({ control, name: ['currentPassword', 'newPassword'] });
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const submit = handleSubmit(
    (body) => {
      setServerProblem(null);
      change.mutate(body, {
        onSuccess: () => {
          toast.success(t('profile.passwordChanged'));
          reset();
          onChanged?.();
        },
        onError: (err) => setServerProblem(err.message),
      });
    },
    () => setServerProblem(null),
  );
  const problem = errorOf('newPassword') ? t('auth.passwordTooShort') : serverProblem;
  return (
    <form onSubmit={submit} aria-label={t('profile.changePassword')}>
      <GroupedList header={t('profile.changePassword')}>
        <Field
          label={t('profile.currentPassword')}
          {...register('currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <Field
          label={t('profile.newPassword')}
          {...register('newPassword')}
          type="password"
          autoComplete="new-password"
        />
      </GroupedList>
      <button className="button plain" type="submit" disabled={change.isPending || !currentPassword || !newPassword}>
        {t('profile.changePassword')}
      </button>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
