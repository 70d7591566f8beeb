import { invalid } from '../../shared/errors';
import { AREAS, DATE_FORMATS } from './events';
import { SYSTEM_CONFIG_MESSAGES } from './system-config';

// Stable codes (the i18n keys) with the Spanish text the screens show.
export const SETTINGS_MESSAGES = {
  'SETTINGS.TAX_RATE_OUT_OF_RANGE': 'El IVA debe estar entre 0 y 100 %.',
  'SETTINGS.TAX_RATE_TOO_PRECISE': 'El IVA admite como máximo 2 decimales.',
  'SETTINGS.UNKNOWN_AREA': `El área debe ser una de: ${AREAS.join(', ')}.`,
  'SETTINGS.INVALID_CURRENCY': 'La moneda debe ser un código de 3 letras mayúsculas (p. ej. MXN, COP).',
  'SETTINGS.INVALID_LOCALE': 'La configuración regional debe tener la forma es-MX.',
  'SETTINGS.INVALID_DECIMALS': 'Los decimales deben ser 0, 1 o 2.',
  'SETTINGS.CURRENCY_IS_THE_SHOPS':
    'La moneda y su configuración regional son las de la tienda: cámbialas en «Moneda de la tienda».',
  'SETTINGS.INVALID_DATE_FORMAT': `El formato de fecha debe ser uno de: ${DATE_FORMATS.join(', ')}.`,
  'SETTINGS.DISCOUNT_CAP_OUT_OF_RANGE': 'El descuento máximo debe estar entre 0 y 100 %.',
  'SETTINGS.DISCOUNT_CAP_TOO_PRECISE': 'El descuento máximo admite como máximo 2 decimales.',
  'SETTINGS.UNKNOWN_TIME_ZONE': 'Zona horaria desconocida: usa un nombre IANA, p. ej. America/New_York.',
  ...SYSTEM_CONFIG_MESSAGES,
} as const;
export type SettingsErrorCode = keyof typeof SETTINGS_MESSAGES;

export const settingsError = (code: SettingsErrorCode, path: string) => invalid(code, SETTINGS_MESSAGES[code], path);
