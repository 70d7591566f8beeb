import { z } from 'zod';
import { hasAtMostTwoDecimals, toCents } from '../../shared/money';
import {
  isHexColour,
  isPrintableName,
  QUOTED_PRICE_MAX,
  SYSTEM_CONFIG_MESSAGES as M,
  SYSTEM_NAME_MAX,
  type SystemConfig,
} from './system-config';

// PUT /api/system/config's body (the command-api's edge and the app's form), apart from
// system-config.ts so the app's first screen, which reads the config, does not load zod for it.

const colour = z
  .string({ error: M['SETTINGS.COLOUR_INVALID'] })
  .max(7)
  .refine(isHexColour, { error: M['SETTINGS.COLOUR_INVALID'] });
const price = z
  .number({ error: M['SETTINGS.PRICE_INVALID'] })
  .min(0, { error: M['SETTINGS.PRICE_INVALID'] })
  .max(QUOTED_PRICE_MAX, { error: M['SETTINGS.PRICE_INVALID'] })
  .refine(hasAtMostTwoDecimals, { error: M['SETTINGS.PRICE_INVALID'] });
const flag = z.boolean({ error: M['SETTINGS.FLAG_INVALID'] });

/** PUT /api/system/config: the whole config at once, prices in pesos (the form's unit). */
export const configureSystemBody = z
  .object({
    systemName: z
      .string({ error: M['SETTINGS.SYSTEM_NAME_INVALID'] })
      .max(SYSTEM_NAME_MAX, { error: M['SETTINGS.SYSTEM_NAME_INVALID'], abort: true })
      .refine(isPrintableName, { error: M['SETTINGS.SYSTEM_NAME_INVALID'] }),
    theme: z.object({ primary: colour, secondary: colour, accent: colour }).strict(),
    prices: z.object({ smallArrangement: price, mediumArrangement: price, largeArrangement: price }).strict(),
    flags: z.object({ enableSubscriptions: flag, enableDeliveryTracking: flag, enableBotSupport: flag }).strict(),
  })
  .strict();
export type ConfigureSystemBody = z.infer<typeof configureSystemBody>;

/**
 * What the route takes: the body, or the GET's answer sent back as it came (ARCHITECTURE 7: a PUT
 * accepts what the matching GET answered). `customized` is the server's to compute: when sent, it
 * must say what the server says (command-api/settings). Any other key is still refused.
 */
export const configureSystemRequest = configureSystemBody.extend({
  customized: z
    .boolean({ error: 'customized debe ser verdadero o falso.' })
    .optional()
    .describe('Lo calcula el servidor (si algo se cambió de los valores de fábrica): si se envía, debe coincidir'),
});

/** The body as the event holds it: name trimmed, colours uppercased, prices in centavos. */
export function systemConfigOf(body: ConfigureSystemBody): SystemConfig {
  const p = body.prices;
  return {
    systemName: body.systemName.trim(),
    theme: {
      primary: body.theme.primary.toUpperCase(),
      secondary: body.theme.secondary.toUpperCase(),
      accent: body.theme.accent.toUpperCase(),
    },
    prices: {
      smallArrangementCents: toCents(p.smallArrangement),
      mediumArrangementCents: toCents(p.mediumArrangement),
      largeArrangementCents: toCents(p.largeArrangement),
    },
    flags: { ...body.flags },
  };
}
