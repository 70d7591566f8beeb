import type { es } from './es';

export const en: typeof es = {
  title: 'System settings',
  subtitle: "The shop's name, its money, the theme colours, the quoted prices and which areas are on.",
  general: 'General',
  systemName: 'System name',
  theme: 'Theme colours',
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  themeFooter: 'Applied at once across the app.',
  prices: 'Quoted prices',
  smallArrangement: 'Small arrangement',
  mediumArrangement: 'Medium arrangement',
  largeArrangement: 'Large arrangement',
  pricesFooter:
    'The "from" price of each arrangement size, in the shop\'s money, that the storefront and the assistant quote.',
  flags: 'Active areas',
  enableSubscriptions: 'Subscriptions',
  enableDeliveryTracking: 'Delivery tracking',
  enableBotSupport: 'Assistant (bot)',
  flagsFooter:
    'An area switched off leaves the menu and the app, and its API answers 403. The assistant is off by default.',
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Settings saved',
  unchanged: 'No change: the settings were already so.',
  failed: 'The settings could not be saved.',
  loadFailed: 'The system settings could not be loaded.',
  money: {
    title: "The shop's money",
    currency: 'Currency',
    decimals: 'Decimals',
    footer:
      "One money for the whole shop: screens, storefront, PDFs, exports and books. Miami's dollars, or the specification's two readings (MXN, COP).",
    sample: 'Example',
    save: 'Save money',
    saving: 'Saving…',
    saved: 'Money saved',
    unchanged: 'No change: the money was already that.',
    failed: 'The money could not be saved.',
  },
};
