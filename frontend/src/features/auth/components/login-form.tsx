import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SwitchField } from '@/components/ui/field';
import { GroupedList } from '@/components/ui/grouped-list';
import type { SessionUser } from '@/lib/access';
import { loginErrorKey, useLogin, type Credentials } from '../api/login';

/** Email, password and remember-me (spec 4: it chooses local or session storage for the session). */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  // Login checks nothing but presence (the button waits for both), so no schema: zod stays out of the
  // first page's JavaScript (the 200 KB budget of `npm run build`); the server answers the rest.
  // Remember-me is off by default: shop counters and tills are shared machines; the session then ends with the tab.
  const { register, control, handleSubmit } = useForm<Credentials>({
    defaultValues: { email: '', password: '', remember: false },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const login = useLogin();

  const submit = handleSubmit((body) =>
    login.mutate({ ...body, email: body.email.trim() }, { onSuccess: ({ user }) => onSignedIn(user) }),
  );
  const error = login.isError ? loginErrorKey(login.error) : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.login.title')}>
      <GroupedList>
        <Field
          label={t('auth.login.email')}
          {...register('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          placeholder="nombre@flora.test"
        />
        <Field
          label={t('auth.login.password')}
          {...register('password')}
          type="password"
          autoComplete="current-password"
          required
          placeholder="••••••••"
        />
      </GroupedList>
      <GroupedList>
        <SwitchField label={t('auth.login.remember')} {...register('remember')} />
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
