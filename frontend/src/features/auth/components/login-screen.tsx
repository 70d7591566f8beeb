import { useState, type FormEvent, type MouseEvent } from 'react';
import { Field, SwitchField } from '@/components/ui/field';
import { LargeTitle } from '@/components/ui/large-title';
import { AUTH_TEXT } from '@/config/locales/auth';
import type { SessionUser } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';
import { login, loginError } from '../api/commands-login';
import { AuthFrame, type AuthFrameProps } from './auth-frame';

interface LoginScreenProps extends Omit<AuthFrameProps, 'children'> {
  /** The ?redirect the guard left, carried to the register link too. */
  redirect: string | null;
  onSignedIn: (user: SessionUser) => void;
  /** Follows the register link inside the app; without it the link loads the page. */
  onNavigate?: (href: string) => void;
  /** The person started signing in: the time to fetch the rest of the app. */
  onStartTyping?: () => void;
}

/**
 * /auth/login whole: email, password and remember-me (spec 4: local or session storage for the session).
 * Plain React state, no form library: the login page is the first page (issue 24's 100 KB).
 */
export function LoginScreen({ redirect, onSignedIn, onNavigate, onStartTyping, ...frame }: LoginScreenProps) {
  const text = AUTH_TEXT[frame.language];
  // Remember-me is off by default: shop counters and tills are shared machines; the session then ends with the tab.
  const [form, setForm] = useState({ email: '', password: '', remember: false });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof loginError> | null>(null);
  const change = (patch: Partial<typeof form>) => {
    onStartTyping?.();
    setForm((f) => ({ ...f, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const session = useSessionStore.getState();
    session.signOut();
    setPending(true);
    setError(null);
    try {
      const { token, user } = await login({ ...form, email: form.email.trim() });
      session.signIn(token, user, form.remember);
      onSignedIn(user);
    } catch (failure) {
      // Spec 8: a failed login leaves no session behind.
      session.signOut();
      setError(loginError(failure));
      setPending(false);
    }
  };
  const registerHref = redirect ? `/auth/register?redirect=${encodeURIComponent(redirect)}` : '/auth/register';
  const follow = (event: MouseEvent) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(registerHref);
  };

  return (
    <AuthFrame {...frame}>
      <LargeTitle title={text.login.title} />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={text.login.title}>
        <section className="group">
          <div className="group-body">
            <Field
              label={text.login.email}
              value={form.email}
              onChange={(e) => change({ email: e.target.value })}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              placeholder="nombre@flora.test"
            />
            <Field
              label={text.login.password}
              value={form.password}
              onChange={(e) => change({ password: e.target.value })}
              type="password"
              autoComplete="current-password"
              required
              placeholder="••••••••"
            />
          </div>
        </section>
        <section className="group">
          <div className="group-body">
            <SwitchField
              label={text.login.remember}
              checked={form.remember}
              onChange={(e) => change({ remember: e.target.checked })}
            />
          </div>
        </section>
        {/* Login checks nothing but presence (the button waits for both); the server answers the rest. */}
        <button className="button" type="submit" disabled={pending || !form.email || !form.password}>
          {pending ? text.login.submitting : text.login.submit}
        </button>
        {error ? (
          <p className="form-error" role="alert">
            {'text' in error ? error.text : text.login[error.key]}
          </p>
        ) : null}
      </form>
      <p className="auth-foot">
        {text.login.noAccount}{' '}
        <a href={registerHref} onClick={follow}>
          {text.login.register}
        </a>
      </p>
    </AuthFrame>
  );
}
