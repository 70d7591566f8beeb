import { z } from 'zod';

// The report's parameters are the domain's (checked once for the API and the screen). The path's
// type is taken as any text here and checked in the handler: an unknown type is a 404, not a 400.
export { reportParams, reportQuery, type ReportQuery } from '../../domain/reports';
export const reportPath = z.object({ type: z.string().max(40) });
