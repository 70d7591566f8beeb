import type { FastifyInstance } from 'fastify';
import { apiFlagOf, flagOn, FLAG_OFF_MESSAGES, FLAG_OFF_STATUS } from '../../domain/identity';
import { DEFAULT_SYSTEM_CONFIG, SETTINGS_STREAM, settingsFrom, type SystemConfig } from '../../domain/settings';
import type { EventStore } from '../event-store/port';
import { problem, sendProblem } from './problem';

// Issue 20: spec 3's flags honoured by both APIs. Every request under a flagged prefix
// (domain/identity/flags.ts: /api/subscriptions, /api/track, /api/bot) asks the flag, so the config is kept in
// memory: folded once from the settings stream, dropped when it changes (the command-api's own PUT;
// the read-api's settings notice) and at most `maxAgeMs` old otherwise — a flip reaches every
// process within seconds, even one that missed the notice.

const DEFAULT_MAX_AGE_MS = 3000;

export class SystemConfigCache {
  private value: SystemConfig = DEFAULT_SYSTEM_CONFIG;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading?: Promise<SystemConfig>;
  /** Bumped by invalidate(): a load that began before it does not count as fresh. */
  private generation = 0;

  constructor(
    private readonly store: Pick<EventStore, 'readStream'>,
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<SystemConfig> {
    if (this.now() - this.loadedAt < this.maxAgeMs) return this.value;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  invalidate(): void {
    this.generation++;
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private async load(): Promise<SystemConfig> {
    const generation = this.generation;
    const startedAt = this.now();
    try {
      this.value = settingsFrom(await this.store.readStream(SETTINGS_STREAM)).system;
      if (generation === this.generation) this.loadedAt = startedAt;
    } catch {
      // The store did not answer: the last config known stands (the request's own reads will say
      // what is wrong); no flag check turns a hiccup into a 5xx.
    }
    return this.value;
  }
}

/** The route that changes the config: a success there drops this process's copy at once. */
const SYSTEM_CONFIG_ROUTE = '/api/settings/system';

/** Installs the flag check (after authorization: an anonymous call to a protected route stays a 401). */
export function useSystemFlags(app: FastifyInstance, cache: SystemConfigCache): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.is404) return;
    const flag = apiFlagOf(req.routeOptions.url ?? req.url);
    if (!flag || flagOn(await cache.get(), flag)) return;
    return sendProblem(reply, problem(FLAG_OFF_STATUS[flag], 'FEATURE_DISABLED', FLAG_OFF_MESSAGES[flag]));
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url === SYSTEM_CONFIG_ROUTE && req.method === 'PUT' && reply.statusCode < 300)
      cache.invalidate();
  });
}
