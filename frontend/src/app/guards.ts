import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { LOGIN_PATH } from '@/config/app';
import { meQueryOptions } from '@/features/auth/api/reads';
import { defaultLanding, flagAllows, routeAccess, type SessionUser } from '@/lib/access';
import { queryClient } from '@/lib/query-client';
import { systemConfigQueryOptions, systemFlags } from '@/lib/system-config';
import { useSessionStore } from '@/stores/session-store';
import { PASSWORD_PATH } from './after-login';

// Spec 2.2, the route guard behaviour, as data-router loaders: they run before a screen renders.

export const loginUrl = (path: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The user of the session; when only a token is held, the profile is fetched (null if that fails). */
async function sessionUser(): Promise<SessionUser | null> {
  const session = useSessionStore.getState();
  if (!session.token) return null;
  if (session.user) return session.user;
  try {
    const user = await queryClient.fetchQuery(meQueryOptions(false));
    useSessionStore.getState().setUser(user);
    return user;
  } catch {
    useSessionStore.getState().signOut();
    return null;
  }
}

/**
 * Every screen that needs a login: spec 2.2 through domain/identity's route table — login with a
 * remembered route when signed out, not-found for a missing role, permission or dashboard access.
 */
export async function protect({ request }: LoaderFunctionArgs): Promise<null> {
  const here = pathOf(request);
  const user = await sessionUser();
  if (!user) {
    useSessionStore.getState().rememberRoute(here);
    throw redirect(loginUrl(here));
  }
  const path = new URL(request.url).pathname;
  // Issue 43: a temporary password is changed before anything else opens.
  if (user.mustChangePassword && path !== PASSWORD_PATH) throw redirect(PASSWORD_PATH);
  if (routeAccess(user, path) !== 'allowed') throw notFound();
  await refuseFlaggedOff(path);
  return null;
}

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** Issue 20: a screen whose flag is off in the system config is not-found for everyone. */
async function refuseFlaggedOff(path: string): Promise<void> {
  // Offline (billing's offline mode, the counter, the desktop inventory) a read paused until the
  // network is back would hold every navigation, even a filter's: the guard asks once and, failing,
  // keeps the flags it last read.
  const flags = await systemFlags(
    (o) => queryClient.fetchQuery({ ...o, networkMode: 'always', retry: false }),
    () => queryClient.getQueryData(systemConfigQueryOptions.queryKey),
  );
  if (!flagAllows(flags, path)) throw notFound();
}

/** The public screens under a flag (/track/:code, /subscription/plans): no login, only the flag. */
export async function flagged({ request }: LoaderFunctionArgs): Promise<null> {
  await refuseFlaggedOff(new URL(request.url).pathname);
  return null;
}

/** Login and register: a signed-in user goes to their default dashboard instead. */
export async function guestOnly(): Promise<null> {
  const user = await sessionUser();
  if (user) throw redirect(defaultLanding(user));
  return null;
}
