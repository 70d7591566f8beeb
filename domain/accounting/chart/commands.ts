import type { Command } from '../../shared/decider';
import type { AccountKind } from '../accounts';

// What the chart's decide() receives: accounting's add, rename and (de)activate. There is no delete.

export type AddAccount = Command<'AddAccount', { code: string; name: string; kind: AccountKind }>;
export type RenameAccount = Command<'RenameAccount', { code: string; name: string }>;
export type SetAccountActive = Command<'SetAccountActive', { code: string; active: boolean }>;

export type ChartCommand = AddAccount | RenameAccount | SetAccountActive;
