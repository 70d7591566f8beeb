import type { DomainEvent } from '../../shared/decider';
import type { Account, AccountKind } from '../accounts';

// The chart of accounts (issue 18): the default chart until the first change, then what accounting
// made of it. No event removes an account: one with postings must stay readable in every report.

export type AccountAdded = DomainEvent<'AccountAdded', { code: string; name: string; kind: AccountKind }>;
export type AccountRenamed = DomainEvent<'AccountRenamed', { code: string; name: string; previousName: string }>;
/** Deactivated: refuses new postings; its past lines stay in the books. */
export type AccountDeactivated = DomainEvent<'AccountDeactivated', { code: string }>;
export type AccountActivated = DomainEvent<'AccountActivated', { code: string }>;

export type ChartEvent = AccountAdded | AccountRenamed | AccountDeactivated | AccountActivated;
export type { Account };
