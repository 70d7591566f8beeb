import { BrowserBridge } from './browser-bridge';
import type { DesktopBridge } from './contract';

export type * from './contract';
export { syncBadge, PRIORITY_TABLES } from './contract';
export { inputOf } from './operations';
export { mayRead } from './sync';

/** The bridge this app runs with: IndexedDB in the browser (an Electron or Tauri shell would pass its own). */
export const desktopBridge: DesktopBridge = new BrowserBridge();
