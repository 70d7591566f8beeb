import { apiFlagOf } from '@domain/identity/flags';

// Issue 39: a flag switched on holds at the write's position. After this tab changed the system
// config, every call under a flagged prefix (/api/bot, /api/subscriptions, /api/track) passes that
// position as ?minPosition, so each API process's flag check answers with the config as written,
// not with its copy of a few seconds ago (infra/http/system-flags.ts). Kept for the tab's life: once
// a process has read past it, passing it costs one comparison.

let flagsWrittenAt: string | undefined;

/** The system config's save answered this position. */
export function rememberFlagsWrite(position: string | number | undefined | null): void {
  if (position !== undefined && position !== null) flagsWrittenAt = String(position);
}

/** The query of a call to `apiPath` (/api/…), with the config's last write when the path is flagged and says none. */
export function withFlagsPosition<Q extends Record<string, unknown>>(apiPath: string, query: Q | undefined) {
  if (flagsWrittenAt === undefined || !apiFlagOf(apiPath)) return query;
  if (query?.minPosition !== undefined && query.minPosition !== null && query.minPosition !== '') return query;
  return { ...query, minPosition: flagsWrittenAt };
}
