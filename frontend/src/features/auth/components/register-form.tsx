import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import { useSchemaForm } from '@/hooks/use-schema-form';
import type { SessionUser } from '@/lib/access';
import { MIN_PASSWORD, registerBody } from '@domain/users';
import { registerErrorText, useRegister } from '../api/commands';

// The register body's rules for the three fields the form asks; the server derives first and last name.
const registerForm = registerBody.pick({ name: true, email: true, password: true });

/** Name, email and password; the server derives first and last name and gives the client role. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, errorOf } = useSchemaForm(registerForm, { name: '', email: '', password: '' });
  const send = useRegister();

  const submit = handleSubmit((body) => send.mutate(body, { onSuccess: ({ user }) => onRegistered(user) }));
  // One problem at a time, in the form's order and the app's language.
  const problem = errorOf('name')
    ? t('auth.required')
    : errorOf('email')
      ? t('auth.emailInvalid')
      : errorOf('password')
        ? t('auth.passwordTooShort')
        : null;
  const serverError = send.isError ? (registerErrorText(send.error) ?? t('auth.register.failed')) : null;
  const shown = problem ?? serverError;

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.register.title')}>
      <GroupedList>
        <Field label={t('auth.register.name')} {...register('name')} autoComplete="name" />
        <Field label={t('auth.login.email')} {...register('email')} type="email" autoComplete="email" />
        <Field
          label={t('auth.login.password')}
          {...register('password')}
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD}
        />
      </GroupedList>
      <button className="button" type="submit" disabled={send.isPending}>
        {send.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
      {shown ? (
        <p className="form-error" role="alert">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
