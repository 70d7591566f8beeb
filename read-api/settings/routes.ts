import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSystemConfigView, SETTINGS_STREAM, systemConfigView } from '../../domain/settings';
import { SystemConfigCache } from '../../infra/http/system-flags';
import { streamMayHaveMoved, type ProjectionFeed } from '../projection-feed';
import { shopSettings, type SettingsReader } from '../shared/shop-settings';

// Issue 20: spec 3's system config. Issue 38: the storefront needs the shop's name, theme and flags
// before anyone signs in, so those answer anyone at the contract's GET /api/system/public-config;
// the whole config (the quoted prices, whether it was customized) is the operators' — spec 6's
// system-config, as its PUT. Read from the stream on each call (a handful of events) so the form
// shows its save at once.

export const systemConfigReadRoutes: FastifyPluginAsyncZod<{ store: SettingsReader }> = async (app, { store }) => {
  app.get(
    '/api/system/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Configuración pública del sistema: nombre, colores del tema e indicadores',
        security: [],
      },
    },
    async () => publicSystemConfigView((await shopSettings(store)).system),
  );

  app.get(
    '/api/settings/system',
    {
      config: { access: 'system-config' },
      schema: {
        tags: ['settings'],
        summary: 'Configuración del sistema completa: nombre, tema, precios de referencia e indicadores',
      },
    },
    async () => {
      const settings = await shopSettings(store);
      return systemConfigView(settings.system, settings.status === 'customized');
    },
  );
};

/**
 * The read-api's copy of the config for the flag check, dropped on the settings notice (and after a
 * lost LISTEN connection); its age limit covers an audit projection that is stopped.
 */
export function systemConfigFollowing(feed: ProjectionFeed, store: SettingsReader): SystemConfigCache {
  const cache = new SystemConfigCache(store);
  feed.subscribe({
    notice: (n) => {
      if (streamMayHaveMoved(n, SETTINGS_STREAM)) cache.invalidate();
    },
    resync: () => cache.invalidate(),
  });
  return cache;
}
