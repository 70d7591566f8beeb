import type { Command } from '../../shared/decider';

/** To a year's order-numbering stream: the next number for the order (the same one if asked again). */
export type AssignOrderNumber = Command<'AssignOrderNumber', { orderId: string; year: number }>;
