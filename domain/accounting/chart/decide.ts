import { trimmed } from '../../shared/values';
import { ACCOUNT_KINDS, type AccountKind } from '../accounts';
import type { ChartCommand } from './commands';
import { accountCodeTaken, accountNotFound, chartInvalid, MAX_ACCOUNT_NAME } from './errors';
import type { ChartEvent } from './events';
import type { ChartState } from './evolve';

// A code names one account forever (postings refer to it by code), so a taken code is refused even
// when that account is inactive. A change that changes nothing decides nothing: a retried rename or a
// second deactivation is answered, not recorded twice. Commands come from scripts too: read defensively.

/** 1 to 10 digits: codes are text so a chart grows by inserting codes between others (1101, 11011). */
export const ACCOUNT_CODE = /^\d{1,10}$/;

function nameOf(name: unknown): string {
  const n = trimmed(name as string);
  if (!n || n.length > MAX_ACCOUNT_NAME) throw chartInvalid('ACCOUNT.NAME', 'name');
  return n;
}

export function decideChart(command: ChartCommand, state: ChartState): ChartEvent[] {
  const code = trimmed(command.data.code);
  if (!ACCOUNT_CODE.test(code)) throw chartInvalid('ACCOUNT.CODE', 'code');
  const current = state.accounts[code];
  switch (command.type) {
    case 'AddAccount': {
      const name = nameOf(command.data.name);
      const kind = command.data.kind;
      if (!ACCOUNT_KINDS.includes(kind as AccountKind)) throw chartInvalid('ACCOUNT.KIND', 'kind');
      if (current) {
        if (current.name === name && current.kind === kind) return []; // a retry of the same add
        throw accountCodeTaken(code, current.name);
      }
      return [{ type: 'AccountAdded', data: { code, name, kind } }];
    }
    case 'RenameAccount': {
      if (!current) throw accountNotFound();
      const name = nameOf(command.data.name);
      if (name === current.name) return [];
      return [{ type: 'AccountRenamed', data: { code, name, previousName: current.name } }];
    }
    case 'SetAccountActive': {
      if (!current) throw accountNotFound();
      const { active } = command.data;
      if (typeof active !== 'boolean') throw chartInvalid('ACCOUNT.ACTIVE', 'active');
      if (active === current.active) return [];
      return [{ type: active ? 'AccountActivated' : 'AccountDeactivated', data: { code } }];
    }
  }
}
