import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_STREAM, systemConfigView } from '../../domain/settings';
import { SystemConfigCache } from '../../infra/http/system-flags';
import { streamMayHaveMoved, type ProjectionFeed } from '../projection-feed';
import { shopSettings, type SettingsReader } from '../shared/shop-settings';

// Issue 20: spec 3's system config for everyone — the storefront needs the shop's name and theme
// before anyone signs in, and the flags are what the app hides; nothing here is private. Read from
// the stream on each call (a handful of events) so the form shows its save at once.

export const systemConfigReadRoutes: FastifyPluginAsyncZod<{ store: SettingsReader }> = async (app, { store }) => {
  app.get(
    '/api/settings/system',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Configuración del sistema: nombre, colores del tema, precios de referencia e indicadores',
        security: [],
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
