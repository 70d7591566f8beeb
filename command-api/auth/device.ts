import { MAX_DEVICE } from '../../domain/users';

// What the sessions list on /profile calls a device: "Chrome en Windows", from the User-Agent. It is
// what the browser claims, shown to help a person recognise their own sessions, never trusted.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFlora\b|\bElectron\//, 'Flora escritorio'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'], // HeadlessChrome too
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceOf(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 1000);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  // Control characters and unpaired surrogates never reach an event.
  const plain = ua.replace(/[\p{Cc}\p{Cs}]/gu, '').trim();
  return (browser ?? system ?? plain.slice(0, MAX_DEVICE)) || 'Dispositivo desconocido';
}
