import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTINGS_STREAM,
  areaParams,
  configureAreaBody,
  configureDiscountCapBody,
  configureSystemBody,
  configureTaxRateBody,
  configureTimeZoneBody,
  settingsDecider,
  systemConfigOf,
} from '../../domain/settings';
import { commandHeaders, commandResponses } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';

// The shop's settings (one stream). Reading them is the read-api's job.
export const settingsRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  app.put(
    '/api/settings/tax-rate',
    {
      config: { access: 'system-config' },
      schema: {
        tags: ['settings'],
        summary: 'Configura el IVA (19 % por defecto)',
        headers: commandHeaders,
        body: configureTaxRateBody,
        response: commandResponses,
      },
    },
    (req, reply) =>
      sendCommand(deps, req, reply, {
        decider: settingsDecider,
        // The setting as its route names it: PUT /api/settings/tax-rate.
        id: 'tax-rate',
        streamId: SETTINGS_STREAM,
        command: { type: 'ConfigureTaxRate', data: req.body },
      }),
  );

  app.put(
    '/api/settings/areas/:area',
    {
      config: { access: 'system-config' },
      schema: {
        tags: ['settings'],
        summary: 'Configura moneda, configuración regional y formato de fecha de un área',
        headers: commandHeaders,
        params: areaParams,
        body: configureAreaBody,
        response: commandResponses,
      },
    },
    (req, reply) =>
      sendCommand(deps, req, reply, {
        decider: settingsDecider,
        id: req.params.area,
        streamId: SETTINGS_STREAM,
        command: { type: 'ConfigureArea', data: { area: req.params.area, ...req.body } },
      }),
  );

  app.put(
    '/api/settings/time-zone',
    {
      config: { access: 'system-config' },
      schema: {
        tags: ['settings'],
        summary:
          'Configura la zona horaria de la tienda (America/New_York por defecto) para los periodos de los reportes',
        headers: commandHeaders,
        body: configureTimeZoneBody,
        response: commandResponses,
      },
    },
    (req, reply) =>
      sendCommand(deps, req, reply, {
        decider: settingsDecider,
        id: 'time-zone',
        streamId: SETTINGS_STREAM,
        command: { type: 'ConfigureTimeZone', data: req.body },
      }),
  );

  app.put(
    '/api/settings/discount-cap',
    {
      config: { access: 'system-config' },
      schema: {
        tags: ['settings'],
        summary: 'Configura el descuento máximo que un supervisor puede dar en caja (50 % por defecto)',
        headers: commandHeaders,
        body: configureDiscountCapBody,
        response: commandResponses,
      },
    },
    (req, reply) =>
      sendCommand(deps, req, reply, {
        decider: settingsDecider,
        id: 'discount-cap',
        streamId: SETTINGS_STREAM,
        command: { type: 'ConfigureDiscountCap', data: req.body },
      }),
  );

  // Issue 20: spec 3's system config, whole. The flags take effect at once in this process (the flag
  // check drops its copy on success: infra/http/system-flags.ts) and within seconds in the read-api.
  app.put(
    '/api/settings/system',
    {
      config: { access: 'system-config' },
      schema: {
        tags: ['settings'],
        summary: 'Configura el nombre del sistema, los colores del tema, los precios de referencia y los indicadores',
        headers: commandHeaders,
        body: configureSystemBody,
        response: commandResponses,
      },
    },
    (req, reply) =>
      sendCommand(deps, req, reply, {
        decider: settingsDecider,
        id: 'system',
        streamId: SETTINGS_STREAM,
        command: { type: 'ConfigureSystem', data: systemConfigOf(req.body) },
      }),
  );
};
