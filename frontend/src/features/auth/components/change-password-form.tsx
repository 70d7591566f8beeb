import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { toast } from '@/stores/toast-store';
import { useChangePassword } from '../api/change-password';

const MIN_PASSWORD = 8;

/** Current and new password; the server's message (e.g. a wrong current password) is shown as it comes. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (newPassword.length < MIN_PASSWORD) return setProblem(t('auth.passwordTooShort'));
    setProblem(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('profile.passwordChanged'));
          setCurrent('');
          setNew('');
        },
        onError: (err) => setProblem(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('profile.changePassword')}>
      <GroupedList header={t('profile.changePassword')}>
        <Field
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <Field
          label={t('profile.newPassword')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
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
