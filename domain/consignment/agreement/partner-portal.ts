import { trimmed } from '../../shared/values';
import type { AcknowledgeStatement, ReportDiscrepancy, ResolveDiscrepancy } from './commands';
import { agreementIllegal, agreementInvalid, agreementNotFound, AGREEMENT_MESSAGES } from './errors';
import type { DiscrepancyReported, DiscrepancyResolved, StatementAcknowledged } from './events';
import type { AgreementState, KnownAgreement } from './evolve';
import { notFound } from '../../shared/errors';

// Issue 45: what a partner says back about its agreement from the portal, and the shop's answer.
// A partner reaches only its own agreements: another partner's is "not found", exactly as an
// unknown one, so the portal never tells a partner what exists beyond its own.

const DEVICE_AT_MOST = 200;
const ADDRESS_AT_MOST = 64;

/** The agreement as the partner may see it: its own, or none. */
function partnersOwn(state: AgreementState, asPartner: string): KnownAgreement {
  if (state.status === 'absent' || state.partnerId !== asPartner) throw agreementNotFound();
  return state;
}

const statementNotFound = () => notFound('STATEMENT.NOT_FOUND', AGREEMENT_MESSAGES['STATEMENT.NOT_FOUND']);

/**
 * The partner confirms the statement of the agreement's settlement: once (a second is 409), with who,
 * when and from where (the address and browser the server saw, cut to a bounded length).
 */
export function acknowledgeStatement(
  { data, metadata }: AcknowledgeStatement,
  state: AgreementState,
): StatementAcknowledged[] {
  const agreement = partnersOwn(state, data.asPartner);
  const settlementId = data.settlementId.trim();
  if (agreement.status !== 'settled' || !data.settledAs || data.settledAs !== settlementId) throw statementNotFound();
  if (agreement.acknowledged.includes(settlementId)) throw agreementIllegal('STATEMENT.ALREADY_ACKNOWLEDGED');
  const from = {
    address: data.from.address.slice(0, ADDRESS_AT_MOST),
    device: data.from.device.slice(0, DEVICE_AT_MOST),
  };
  return [
    {
      type: 'StatementAcknowledged',
      data: {
        settlementId,
        acknowledgedBy: metadata.actor.userId,
        acknowledgedAt: metadata.now,
        note: trimmed(data.note),
        from,
      },
    },
  ];
}

/** A line the partner sees otherwise: one of the agreement's products, with a note of what does not match. */
export function reportDiscrepancy({ data, metadata }: ReportDiscrepancy, state: AgreementState): DiscrepancyReported[] {
  const agreement = partnersOwn(state, data.asPartner);
  const productId = data.productId.trim();
  if (!agreement.items.some((item) => item.productId === productId))
    throw agreementInvalid('DISCREPANCY.PRODUCT_NOT_IN_AGREEMENT', 'productId');
  const note = trimmed(data.note);
  if (note.length === 0 || note.length > 500) throw agreementInvalid('DISCREPANCY.NOTE_REQUIRED', 'note');
  if (agreement.discrepancies.some((d) => d.discrepancyId === data.discrepancyId))
    throw agreementIllegal('DISCREPANCY.ALREADY_REPORTED');
  return [
    {
      type: 'DiscrepancyReported',
      data: {
        discrepancyId: data.discrepancyId,
        productId,
        note,
        reportedBy: metadata.actor.userId,
        reportedAt: metadata.now,
      },
    },
  ];
}

/** The shop closes a discrepancy the partner reported on this agreement, once, with an optional note. */
export function resolveDiscrepancy(
  { data, metadata }: ResolveDiscrepancy,
  state: AgreementState,
): DiscrepancyResolved[] {
  const found =
    state.status === 'absent' ? undefined : state.discrepancies.find((d) => d.discrepancyId === data.discrepancyId);
  if (!found) throw notFound('DISCREPANCY.NOT_FOUND', AGREEMENT_MESSAGES['DISCREPANCY.NOT_FOUND']);
  if (found.resolved) throw agreementIllegal('DISCREPANCY.ALREADY_RESOLVED');
  return [
    {
      type: 'DiscrepancyResolved',
      data: {
        discrepancyId: data.discrepancyId,
        note: trimmed(data.note),
        resolvedBy: metadata.actor.userId,
        resolvedAt: metadata.now,
      },
    },
  ];
}
