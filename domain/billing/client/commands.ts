import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { blank, required, text } from '../../shared/fields';
import { CLIENT_MESSAGES as M } from './errors';

// A billing client's HTTP body (spec 3) and the command decide() receives.

export const registerClientBody = z
  .object({
    clientId: z.uuid().optional(),
    name: required(200, M['CLIENT.NAME_REQUIRED']),
    email: z.email({ error: M['CLIENT.EMAIL_INVALID'] }).max(200).optional().or(blank),
    phone: text(40).optional(),
    address: text(300).optional(),
    taxId: text(40).optional().describe('NIT/RUT'),
  })
  .strict();

export type RegisterClientBody = z.input<typeof registerClientBody>;

export type RegisterClient = Command<
  'RegisterClient',
  { clientId: string; name: string; email: string; phone: string; address: string; taxId: string }
>;
export type ClientCommand = RegisterClient;
