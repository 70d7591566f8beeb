import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OLD_SYSTEM_CONFIG_PATH,
  publicSystemConfigView,
  PublicSystemConfigView,
  SETTINGS_STREAM,
  SYSTEM_CONFIG_PATH,
  systemConfigView,
  SystemConfigView,
} from '../../domain/settings';
import { SystemConfigCache, type SettingsStore } from '../../infra/http/system-flags';
import { minPositionQuery, READ_POSITION_HEADER } from '../consistency';
import { streamMayHaveMoved, type ProjectionFeed } from '../projection-feed';
import { shopSettings } from '../shared/shop-settings';

// Issue 20: spec 3's system config. Issue 38: the storefront needs the shop's name, theme and flags
// before anyone signs in, so those answer anyone at the contract's GET /api/system/public-config;
// the whole config (the quoted prices, whether it was customized) is the operators' — spec 6's
// system-config, as its PUT. Issue 39: at the contract's GET /api/system/config (the old path an
// alias). Read from the stream on each call (a handful of events) so the form shows its save at once:
// the store answers at its head, so any ?minPosition a write answered is already there (read-position.ts
// refuses one that is not a position or past the last event, as for every GET).

const query = z.object(minPositionQuery).strict();

export const systemConfigReadRoutes: FastifyPluginAsyncZod<{ store: SettingsStore }> = async (app, { store }) => {
  app.get(
    '/api/system/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Configuración pública del sistema: nombre, colores del tema e indicadores',
        security: [],
        querystring: query,
        response: { 200: PublicSystemConfigView },
      },
    },
    async (_req, reply) => publicSystemConfigView((await settingsRead(store, reply)).system),
  );

  for (const url of [SYSTEM_CONFIG_PATH, OLD_SYSTEM_CONFIG_PATH]) {
    const old = url === OLD_SYSTEM_CONFIG_PATH;
    app.get(
      url,
      {
        config: { access: 'system-config' },
        schema: {
          tags: ['settings'],
          summary: old
            ? `Ruta anterior de GET ${SYSTEM_CONFIG_PATH} (alias)`
            : 'Configuración del sistema completa: nombre, tema, precios de referencia e indicadores',
          ...(old ? { deprecated: true } : {}),
          querystring: query,
          response: { 200: SystemConfigView },
        },
      },
      async (_req, reply) => {
        const settings = await settingsRead(store, reply);
        return systemConfigView(settings.system, settings.status === 'customized');
      },
    );
  }
};

/** The settings now, saying where they were read from (X-Read-Position: the store's head before the read). */
async function settingsRead(store: SettingsStore, reply: FastifyReply) {
  const head = await store.headPosition();
  const settings = await shopSettings(store);
  if (head !== undefined) reply.header(READ_POSITION_HEADER, head);
  return settings;
}

/**
 * The read-api's copy of the config for the flag check, dropped on the settings notice (and after a
 * lost LISTEN connection); its age limit covers an audit projection that is stopped, and a call that
 * passes ?minPosition reads it again when the copy is older than that position.
 */
export function systemConfigFollowing(feed: ProjectionFeed, store: SettingsStore): SystemConfigCache {
  const cache = new SystemConfigCache(store);
  feed.subscribe({
    notice: (n) => {
      if (streamMayHaveMoved(n, SETTINGS_STREAM)) cache.invalidate();
    },
    resync: () => cache.invalidate(),
  });
  return cache;
}
