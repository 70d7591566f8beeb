import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTINGS_STREAM,
  areaParams,
  configureAreaBody,
  configureDiscountCapBody,
  configureMoneyBody,
  configureSystemRequest,
  configureTaxRateBody,
  configureTimeZoneBody,
  settingsDecider,
  OLD_SYSTEM_CONFIG_PATH,
  SYSTEM_CONFIG_PATH,
  systemConfigOf,
} from '../../domain/settings';
import { checkComputed, checkingDecisions, valueField } from '../computed-fields';
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
        summary: 'Configura el formato de fecha de un área (su moneda es la de la tienda)',
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

  // Issue 43: the shop's one money, for every area, screen, PDF, export, the storefront and the books.
  app.put(
    '/api/settings/money',
    {
      config: { access: 'system-config' },
      schema: {
        tags: ['settings'],
        summary:
          'Configura la moneda de la tienda: código, configuración regional y decimales (USD, en-US, 2 por defecto)',
        headers: commandHeaders,
        body: configureMoneyBody,
        response: commandResponses,
      },
    },
    (req, reply) =>
      sendCommand(deps, req, reply, {
        decider: settingsDecider,
        id: 'money',
        streamId: SETTINGS_STREAM,
        command: { type: 'ConfigureMoney', data: req.body },
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

  // Issue 20: spec 3's system config, whole; issue 39: at the contract's path, the old one an alias.
  // The flags take effect at once in this process (the flag check drops its copy on success) and, in
  // every other, at the position this answers (infra/http/system-flags.ts).
  for (const url of [SYSTEM_CONFIG_PATH, OLD_SYSTEM_CONFIG_PATH]) {
    const old = url === OLD_SYSTEM_CONFIG_PATH;
    app.put(
      url,
      {
        config: { access: 'system-config' },
        schema: {
          tags: ['settings'],
          summary: old
            ? `Ruta anterior de PUT ${SYSTEM_CONFIG_PATH} (alias)`
            : 'Configura el nombre del sistema, los colores del tema, los precios de referencia y los indicadores',
          ...(old ? { deprecated: true } : {}),
          headers: commandHeaders,
          body: configureSystemRequest,
          response: commandResponses,
        },
      },
      (req, reply) => {
        const { customized, ...body } = req.body;
        return sendCommand(deps, req, reply, {
          decider: customized === undefined ? settingsDecider : checkingCustomized(customized),
          id: 'system',
          streamId: SETTINGS_STREAM,
          command: { type: 'ConfigureSystem', data: systemConfigOf(body) },
        });
      },
    );
  }
};

/** The GET's `customized` sent back must be the server's, on the state the command is decided on. */
const checkingCustomized = (sent: boolean) =>
  checkingDecisions(settingsDecider, (_events, before) =>
    checkComputed([valueField('customized', String(sent), String(before.status === 'customized'))]),
  );
