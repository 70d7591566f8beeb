import type { SystemConfigView } from '@domain/settings/shop/system-config';

// Apart from system-config.ts (react-query) so the login page colours itself without it.
/** The theme as the app's CSS variables (styles.css): primary and its pressed shade, secondary, accent. */
export function applyTheme(theme: SystemConfigView['theme'], root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--primary', theme.primary);
  root.style.setProperty('--primary-pressed', `color-mix(in srgb, ${theme.primary} 80%, black)`);
  root.style.setProperty('--secondary', theme.secondary);
  root.style.setProperty('--accent', theme.accent);
}
