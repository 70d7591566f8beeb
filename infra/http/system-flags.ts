import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiFlagOf, flagOn, FLAG_OFF_MESSAGES, FLAG_OFF_STATUS } from '../../domain/identity';
import {
  DEFAULT_SYSTEM_CONFIG,
  OLD_SYSTEM_CONFIG_PATH,
  SETTINGS_STREAM,
  settingsFrom,
  SYSTEM_CONFIG_PATH,
  type SystemConfig,
} from '../../domain/settings';
import type { EventStore, Position } from '../event-store/port';
import { positionRefusal } from './positions';
import { problem, sendProblem, type Problem } from './problem';

// Issue 20: spec 3's flags honoured by both APIs. Every request under a flagged prefix
// (domain/identity/flags.ts: /api/subscriptions, /api/track, /api/bot) asks the flag, so the config is kept in
// memory: folded once from the settings stream, dropped when it changes (the command-api's own PUT;
// the read-api's settings notice) and at most `maxAgeMs` old otherwise — a flip reaches every
// process within seconds, even one that missed the notice.
//
// Issue 39: within seconds is not at once. A call that passes ?minPosition (the app does, after it
// changed a flag) is answered by a copy read at or after that position, as any read is: each load
// notes the store's head before it reads, and a copy whose head is behind the position is read again.

const DEFAULT_MAX_AGE_MS = 3000;

export type SettingsStore = Pick<EventStore, 'readStream' | 'headPosition' | 'comparePositions'>;

export class SystemConfigCache {
  private value: SystemConfig = DEFAULT_SYSTEM_CONFIG;
  private loadedAt = Number.NEGATIVE_INFINITY;
  /** The store's head when the copy was read: every event up to it is in the copy. */
  private readAt?: Position;
  private loading?: Promise<SystemConfig>;
  /** Bumped by invalidate(): a load that began before it does not count as fresh. */
  private generation = 0;

  constructor(
    private readonly store: SettingsStore,
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The config; at or after `minPosition` when one is given (a position the store answered). */
  async get(minPosition?: Position): Promise<SystemConfig> {
    if (minPosition === undefined) {
      if (this.now() - this.loadedAt < this.maxAgeMs) return this.value;
      return this.reload();
    }
    if (this.covers(minPosition)) return this.value;
    await this.reload();
    // A load already under way may have read the head before that position was written: one more,
    // begun after this call, holds it (a position the store never answered holds nowhere: that copy stands).
    return this.covers(minPosition) ? this.value : this.reload();
  }

  /** Why this store cannot answer at `minPosition` (400), if it cannot. */
  refusal(minPosition: string): Promise<Problem | undefined> {
    return positionRefusal(this.store, minPosition);
  }

  invalidate(): void {
    this.generation++;
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  /** Whether the copy already holds `position` (false for what is not a position). */
  covers(position: Position): boolean {
    try {
      return this.readAt !== undefined && this.store.comparePositions(position, this.readAt) <= 0;
    } catch {
      return false;
    }
  }

  private reload(): Promise<SystemConfig> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<SystemConfig> {
    const generation = this.generation;
    const startedAt = this.now();
    try {
      const head = await this.store.headPosition();
      this.value = settingsFrom(await this.store.readStream(SETTINGS_STREAM)).system;
      this.readAt = head;
      if (generation === this.generation) this.loadedAt = startedAt;
    } catch {
      // The store did not answer: the last config known stands (the request's own reads will say
      // what is wrong); no flag check turns a hiccup into a 5xx.
    }
    return this.value;
  }
}

/** The ?minPosition a call passes (null without one), from the raw URL as read-api/shared/consistency.ts reads it. */
const minPositionOf = (req: Pick<FastifyRequest, 'url'>): string | null =>
  new URLSearchParams(req.url.split('?')[1] ?? '').get('minPosition');

/**
 * Why a ?minPosition cannot be answered at (as read-api/shared/consistency.ts words it): not a position
 * this store compares, or past its last event. Undefined when it can.
 */

/** The routes that change the config: a success there drops this process's copy at once. */
const SYSTEM_CONFIG_ROUTES = new Set([SYSTEM_CONFIG_PATH, OLD_SYSTEM_CONFIG_PATH]);

/** Installs the flag check (after authorization: an anonymous call to a protected route stays a 401). */
export function useSystemFlags(app: FastifyInstance, cache: SystemConfigCache): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.is404) return;
    const flag = apiFlagOf(req.routeOptions.url ?? req.url);
    if (!flag) return;
    const minPosition = minPositionOf(req);
    // A position the copy already holds is a good one: no question to the store then.
    if (minPosition !== null && !cache.covers(minPosition)) {
      const refused = await cache.refusal(minPosition);
      if (refused) return sendProblem(reply, refused);
    }
    if (flagOn(await cache.get(minPosition ?? undefined), flag)) return;
    return sendProblem(reply, problem(FLAG_OFF_STATUS[flag], 'FEATURE_DISABLED', FLAG_OFF_MESSAGES[flag]));
  });
  app.addHook('onResponse', async (req, reply) => {
    if (SYSTEM_CONFIG_ROUTES.has(req.routeOptions.url ?? '') && req.method === 'PUT' && reply.statusCode < 300)
      cache.invalidate();
  });
}
