import { create } from 'zustand';
import type { SessionUser } from '@/lib/access';
import {
  clearSession,
  readRememberedRoute,
  readSession,
  writeRememberedRoute,
  writeSession,
} from './session-persistence';

// Session state only (spec 4: logged out or logged in; a session is a token plus its user).
// Server data never lives here: it belongs to react-query.
interface SessionState {
  token: string | null;
  user: SessionUser | null;
  remember: boolean;
  rememberedRoute: string | null;
  signIn: (token: string, user: SessionUser, remember: boolean) => void;
  setUser: (user: SessionUser) => void;
  signOut: () => void;
  rememberRoute: (path: string | null) => void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...readSession(),
  rememberedRoute: readRememberedRoute(),
  signIn: (token, user, remember) => {
    writeSession({ token, user, remember });
    set({ token, user, remember });
  },
  setUser: (user) => {
    const { token, remember } = get();
    writeSession({ token, user, remember });
    set({ user });
  },
  signOut: () => {
    clearSession();
    set({ token: null, user: null, remember: false });
  },
  rememberRoute: (path) => {
    writeRememberedRoute(path);
    set({ rememberedRoute: path });
  },
}));

export const sessionSnapshot = () => useSessionStore.getState();
