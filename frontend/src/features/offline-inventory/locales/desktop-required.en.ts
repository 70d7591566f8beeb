import type { installEs } from './desktop-required.es';

export const installEn: typeof installEs = {
  title: 'Desktop Application Required',
  subtitle: 'Offline inventory',
  body: "The inventory that works offline is Flora's desktop app. Install it from this browser: it opens in its own window and keeps the inventory on this computer so you can keep working without internet.",
  install: 'Install app',
  howTo: "Install Flora from the browser's menu: Install app",
  accepted: 'Flora is being installed. Open it from the desktop or the apps menu.',
  dismissed: 'Installation cancelled. You can install it whenever you like.',
  openInBrowser: 'Open in the browser',
  back: 'Back to the warehouse',
  warehouseLink: 'Desktop app',
};
