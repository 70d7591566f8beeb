import { create } from 'zustand';

// Set when a lazy screen's file cannot be loaded: after a release the old hashed chunks are gone,
// and only a reload fetches the new index.html that names the new ones.
interface AppUpdateState {
  updateAvailable: boolean;
  markUpdateAvailable: () => void;
}

export const useAppUpdateStore = create<AppUpdateState>()((set) => ({
  updateAvailable: false,
  markUpdateAvailable: () => set({ updateAvailable: true }),
}));
