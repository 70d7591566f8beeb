import { LOGIN_PATH } from '@/config/app';
import { routeAccess, type SessionUser } from '@/lib/access';

// What the storefront offers a user follows domain/identity's route table (the server's rule too):
// browsing needs /catalog's view-catalog, ordering /cart's place-order. A cashier browses without
// a cart; a guest sees neither and is led to log in.
export const canBrowse = (user: SessionUser | null) => Boolean(user) && routeAccess(user, '/catalog') === 'allowed';
export const canOrder = (user: SessionUser | null) => Boolean(user) && routeAccess(user, '/cart') === 'allowed';

/** A guest's way to a catalogue page: the login, which comes back to it (spec 2.2's redirect). */
export const loginTo = (path: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
