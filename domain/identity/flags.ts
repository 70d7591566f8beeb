// Spec 3's system config flags and what each one switches off, on both sides: the app's guards hide
// a flagged-off screen (not-found, as a screen the role may not open) and the APIs answer its calls
// 403 with the message below. One table here so the navigation, the guards and the server agree.

export const SYSTEM_FLAGS = ['enableSubscriptions', 'enableDeliveryTracking', 'enableBotSupport'] as const;
export type SystemFlag = (typeof SYSTEM_FLAGS)[number];
export type SystemFlags = Record<SystemFlag, boolean>;

/** Spec 9: the bot is disabled by default; subscriptions and delivery tracking ship on. */
export const DEFAULT_SYSTEM_FLAGS: SystemFlags = {
  enableSubscriptions: true,
  enableDeliveryTracking: true,
  enableBotSupport: false,
};

/** What a refused call says (problem+json `detail`) and a screen may show. */
export const FLAG_OFF_MESSAGES: Record<SystemFlag, string> = {
  enableSubscriptions: 'Las suscripciones están desactivadas en la configuración del sistema.',
  enableDeliveryTracking: 'El seguimiento de entregas está desactivado en la configuración del sistema.',
  enableBotSupport: 'Flora-Bot is disabled', // spec 4 and 8, word for word
};

/** The status a call under a flag that is off answers: spec 4 has the disabled bot's calls fail (503). */
export const FLAG_OFF_STATUS: Record<SystemFlag, 403 | 503> = {
  enableSubscriptions: 403,
  enableDeliveryTracking: 403,
  enableBotSupport: 503,
};

/**
 * Screen path prefixes → the flag they need. A prefix covers the path itself and everything under it
 * ('/subscriptions' covers '/subscriptions/:id', not '/subscriptionsX').
 */
export const ROUTE_FLAGS: Readonly<Record<string, SystemFlag>> = {
  '/subscriptions': 'enableSubscriptions',
  '/subscription': 'enableSubscriptions', // /subscription/plans, the chat's target
  '/admin/subscription': 'enableSubscriptions',
  '/track': 'enableDeliveryTracking',
};

/** API path prefixes → the flag they need (the subscription reactor's scheduler reads the same flag). */
export const API_ROUTE_FLAGS: Readonly<Record<string, SystemFlag>> = {
  '/api/subscriptions': 'enableSubscriptions',
  '/api/track': 'enableDeliveryTracking',
  '/api/bot': 'enableBotSupport',
};

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const bare = (path: string) => path.split('?')[0]!.split('#')[0]!;

function flagOf(table: Readonly<Record<string, SystemFlag>>, path: string): SystemFlag | undefined {
  const p = bare(path);
  return Object.entries(table).find(([prefix]) => under(p, prefix))?.[1];
}

/** The flag a screen path needs, if any. */
export const routeFlagOf = (path: string) => flagOf(ROUTE_FLAGS, path);
/** The flag an API route (its URL or pattern) needs, if any. */
export const apiFlagOf = (url: string) => flagOf(API_ROUTE_FLAGS, url);

/** Whether a flag is on; missing config or flag reads as its default (the bot: off). */
export const flagOn = (config: { flags?: Partial<SystemFlags> } | null | undefined, flag: SystemFlag): boolean =>
  config?.flags?.[flag] ?? DEFAULT_SYSTEM_FLAGS[flag];

/** Whether the flags let a screen path open (the navigation and the guards ask the same). */
export function flagAllows(flags: Partial<SystemFlags> | null | undefined, path: string): boolean {
  const flag = routeFlagOf(path);
  return !flag || flagOn({ flags: flags ?? undefined }, flag);
}
