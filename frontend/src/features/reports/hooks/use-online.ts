import { useSyncExternalStore } from 'react';

// The browser's own network flag: the reports have no offline mode of their own (billing's belongs
// to billing), only a print preview in place of an export while the network is gone.
const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
