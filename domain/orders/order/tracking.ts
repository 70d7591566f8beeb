// Spec: a tracking code is random, at least 10 characters, from an alphabet a customer cannot
// misread (no 0/O, 1/I/L), never sequential. The domain checks its shape; the command side draws it
// (crypto) because the domain has no randomness. Order numbers are readable and sequential per
// year, like invoices: P-2026-0001.

export const TRACKING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TRACKING_CODE_LENGTH = 12;
const TRACKING = new RegExp(`^[${TRACKING_ALPHABET}]{${TRACKING_CODE_LENGTH}}$`);

export const isTrackingCode = (code: string) => TRACKING.test(code);

export const ORDER_NUMBER = /^P-\d{4}-\d{4,}$/;
export const orderNumberOf = (year: number, sequence: number) => `P-${year}-${String(sequence).padStart(4, '0')}`;
