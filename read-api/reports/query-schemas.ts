import { z } from 'zod';
import { reportQuery as domainReportQuery, wasteQuery as domainWasteQuery } from '../../domain/reports';
import { minPositionQuery } from '../shared/consistency';

// The report's parameters are the domain's (checked once for the API and the screen), plus the
// read-your-writes ?minPosition every GET takes (the API's, not the screen's: the routes wait on it).
// The path's type is taken as any text here and checked in the handler: an unknown type is a 404, not
// a 400.
export { reportParams, type ReportQuery } from '../../domain/reports';
export const reportQuery = domainReportQuery.safeExtend(minPositionQuery);
export const wasteQuery = domainWasteQuery.safeExtend(minPositionQuery);
export const reportPath = z.object({ type: z.string().max(40) });
