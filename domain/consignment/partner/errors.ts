import { errorsOf } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the screens show (spec 5 states the rules).
export const PARTNER_MESSAGES = {
  'PARTNER.BUSINESS_NAME_REQUIRED': 'La razón social es obligatoria.',
  'PARTNER.TAX_ID_REQUIRED': 'El RFC es obligatorio.',
  'PARTNER.INVALID_TYPE': 'El tipo de socio no es válido.',
  'PARTNER.COMMISSION_RANGE': 'La comisión debe estar entre 0 y 100 %.',
  'PARTNER.COMMISSION_STEP': 'La comisión admite como máximo un decimal.',
  'PARTNER.INVALID_STATUS': 'El estado del socio debe ser activo o inactivo.',
  'PARTNER.NOT_FOUND': 'Socio no encontrado.',
  'PARTNER.INACTIVE': 'El socio está inactivo: no admite acuerdos nuevos.',
  'PARTNER.ALREADY_EXISTS': 'Este socio ya fue registrado.',
} as const;
export type PartnerErrorCode = keyof typeof PARTNER_MESSAGES;

const errors = errorsOf(PARTNER_MESSAGES);
export const { invalid: partnerInvalid, illegal: partnerIllegal } = errors;
export const partnerNotFound = () => errors.notFound('PARTNER.NOT_FOUND');
