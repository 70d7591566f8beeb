import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import type { SessionUser } from '@/lib/access';
import { registerErrorText, useRegister } from '../api/register';

const MIN_PASSWORD = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, email and password; the server derives first and last name and gives the client role. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const register = useRegister();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local = !form.name.trim()
      ? t('auth.required')
      : !EMAIL.test(form.email.trim())
        ? t('auth.emailInvalid')
        : form.password.length < MIN_PASSWORD
          ? t('auth.passwordTooShort')
          : null;
    setProblem(local);
    if (local) return;
    register.mutate(
      { ...form, name: form.name.trim(), email: form.email.trim() },
      { onSuccess: ({ user }) => onRegistered(user) },
    );
  };
  const serverError = register.isError ? (registerErrorText(register.error) ?? t('auth.register.failed')) : null;
  const shown = problem ?? serverError;

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.register.title')}>
      <GroupedList>
        <Field
          label={t('auth.register.name')}
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
        />
        <Field
          label={t('auth.login.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
        <Field
          label={t('auth.login.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          minLength={MIN_PASSWORD}
        />
      </GroupedList>
      <button className="button" type="submit" disabled={register.isPending}>
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
      {shown ? (
        <p className="form-error" role="alert">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
