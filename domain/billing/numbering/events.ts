import type { DomainEvent } from '../../shared/decider';

// One numbering stream per year (`invoice-numbers-<yyyy>`), plus `invoice-numbers-other` for manual
// numbers outside the F-{year}-{nnn} pattern.

/**
 * One number given to one invoice. The stream's events are the year's numbers in order, so two
 * invoices issued at once cannot both get nnn (the second append fails its expected revision and
 * retries), and no nnn is skipped: `sequence` is the automatic count, null for a manual number.
 */
export type InvoiceNumberAssigned = DomainEvent<
  'InvoiceNumberAssigned',
  { invoiceId: string; number: string; sequence: number | null; assignedAt: string }
>;
export type NumberingEvent = InvoiceNumberAssigned;
export const NUMBERING_EVENT_TYPES: NumberingEvent['type'][] = ['InvoiceNumberAssigned'];

export const numberingStream = (key: string) => `invoice-numbers-${key}`;

/** Spec 5: F-{year}-{nnn}, nnn padded to 3 digits (a 1000th invoice gets 4). */
export const AUTOMATIC_NUMBER = /^F-(\d{4})-(\d{3,})$/i;
export const automaticNumber = (year: number, sequence: number) => `F-${year}-${String(sequence).padStart(3, '0')}`;
/** Which numbering stream holds a number: its year when it has the pattern, else 'other'. */
export const numberingKeyFor = (invoiceDate: string, manualNumber?: string | null): string => {
  if (!manualNumber) return invoiceDate.slice(0, 4);
  return AUTOMATIC_NUMBER.exec(manualNumber.trim())?.[1] ?? 'other';
};
/** Numbers compare without case or surrounding spaces: 'f-2026-001 ' is F-2026-001. */
export const sameNumber = (n: string) => n.trim().toUpperCase();
