import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OLD_SYSTEM_CONFIG_PATH,
  publicSystemConfigView,
  PublicSystemConfigView,
  SYSTEM_CONFIG_PATH,
  systemConfigView,
  SystemConfigView,
} from '../../domain/settings';
import type { SettingsStore } from '../../infra/http/system-flags';
import { minPositionQuery } from '../shared/consistency';
import { settingsRead } from './queries';

// Issue 20: spec 3's system config. Issue 38: the storefront needs the shop's name, theme and flags
// before anyone signs in, so those answer anyone at the contract's GET /api/system/public-config;
// the whole config (the quoted prices, whether it was customized) is the operators' — spec 6's
// system-config, as its PUT. Issue 39: at the contract's GET /api/system/config (the old path an
// alias). Read from the stream on each call (a handful of events) so the form shows its save at once:
// the store answers at its head, so any ?minPosition a write answered is already there (shared/read-position.ts
// refuses one that is not a position or past the last event, as for every GET).

const query = z.object(minPositionQuery).strict();

export const systemConfigReadRoutes: FastifyPluginAsyncZod<{ store: SettingsStore }> = async (app, { store }) => {
  app.get(
    '/api/system/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Configuración pública del sistema: nombre, colores del tema, indicadores y moneda de la tienda',
        security: [],
        querystring: query,
        response: { 200: PublicSystemConfigView },
      },
    },
    async (_req, reply) => {
      const settings = await settingsRead(store, reply);
      return publicSystemConfigView(settings.system, settings.money);
    },
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
