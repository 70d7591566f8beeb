import { BrowserBridge } from './browser-bridge';

export type * from './contract';
export { syncBadge, PRIORITY_TABLES } from './contract';
export { inputOf } from './operations';

/** The bridge this app runs with: IndexedDB in the browser (an Electron or Tauri shell would pass its own). */
export const desktopBridge = new BrowserBridge();
