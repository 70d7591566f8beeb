import { illegalState } from '../../shared/errors';

/** The number is named, so the modal says which one. */
export const numberTaken = (number: string) =>
  illegalState('INVOICE.NUMBER_TAKEN', `Ya existe una factura con el número ${number}.`);
