import { useMutation } from '@tanstack/react-query';
import { api, type CommandAnswer } from '@/lib/api-client';
import { afterConsignmentCommand } from '@/lib/consignment-reads';
import type { acknowledgeStatementBody, reportDiscrepancyBody } from '@domain/consignment';
import type { z } from 'zod';

// The partner's two writes (issue 45): confirm a settlement's statement, report a line that does not
// match. Each answers { id, revision, position }; the portal's reads then wait for that position.
// A sheet keeps one Idempotency-Key while open: a double tap or a resend is the same command.

const agreement = (id: string) => `/consignment/agreements/${encodeURIComponent(id)}`;

export interface AcknowledgeVars {
  agreementId: string;
  settlementId: string;
  body: z.output<typeof acknowledgeStatementBody>;
  key: string;
}
/** POST /api/consignment/agreements/:id/statements/:settlementId/acknowledge { note? }. */
export const acknowledgeStatement = ({ agreementId, settlementId, body, key }: AcknowledgeVars) =>
  api.post<CommandAnswer>(
    `${agreement(agreementId)}/statements/${encodeURIComponent(settlementId)}/acknowledge`,
    body,
    {
      idempotencyKey: key,
    },
  );

export interface DiscrepancyVars {
  agreementId: string;
  body: z.output<typeof reportDiscrepancyBody>;
  key: string;
}
/** POST /api/consignment/agreements/:id/discrepancies { discrepancyId?, productId, note }. */
export const reportDiscrepancy = ({ agreementId, body, key }: DiscrepancyVars) =>
  api.post<CommandAnswer>(`${agreement(agreementId)}/discrepancies`, body, { idempotencyKey: key });

export const useAcknowledgeStatement = () =>
  useMutation({ mutationFn: acknowledgeStatement, onSuccess: afterConsignmentCommand });
export const useReportDiscrepancy = () =>
  useMutation({ mutationFn: reportDiscrepancy, onSuccess: afterConsignmentCommand });
