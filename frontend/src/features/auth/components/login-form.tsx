import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SwitchField } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import type { SessionUser } from '@/lib/access';
import { loginErrorKey, useLogin } from '../api/login';

/** Email, password and remember-me (spec 4: it chooses local or session storage for the session). */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Off by default: shop counters and tills are shared machines; the session then ends with the tab.
  const [remember, setRemember] = useState(false);
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email: email.trim(), password, remember }, { onSuccess: ({ user }) => onSignedIn(user) });
  };
  const error = login.isError ? loginErrorKey(login.error) : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.login.title')}>
      <GroupedList>
        <Field
          label={t('auth.login.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          placeholder="nombre@flora.test"
        />
        <Field
          label={t('auth.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          placeholder="••••••••"
        />
      </GroupedList>
      <GroupedList>
        <SwitchField label={t('auth.login.remember')} name="remember" checked={remember} onChange={setRemember} />
      </GroupedList>
      <button className="button" type="submit" disabled={login.isPending || !email || !password}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error.text ?? t(error.key!)}
        </p>
      ) : null}
    </form>
  );
}
