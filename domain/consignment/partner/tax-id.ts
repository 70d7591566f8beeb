import { illegalState } from '../../shared/errors';

// A partner's RFC belongs to one partner only (issue 11): compared trimmed and case-insensitively.
// The command-api reserves it before the partner's command (command-api/consignment/partner-keys.ts).

/** The RFC as it is compared: trimmed, upper case (RFCs are written in capitals). */
export const taxIdKey = (taxId: string) => taxId.trim().toUpperCase();

/** 409: the RFC is another partner's, named when it is known. */
export const taxIdTaken = (taxId: string, holderName: string | undefined) =>
  illegalState(
    'PARTNER.TAX_ID_TAKEN',
    holderName
      ? `El RFC ${taxId} ya pertenece al socio «${holderName}».`
      : `El RFC ${taxId} ya pertenece a otro socio.`,
  );
