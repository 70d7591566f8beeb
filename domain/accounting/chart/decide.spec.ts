import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { accountsOf, chartDecider, DEFAULT_CHART, type AccountKind, type ChartEvent } from '../index';

// Issue 18's chart of accounts: the shop's default chart from the start; accounting adds (a code is
// one account's forever), renames and (de)activates; nothing deletes; a change of nothing is nothing.

const spec = specFor(chartDecider);
const add = (code: string, name = 'Donaciones', kind: AccountKind = 'expense') =>
  command('AddAccount', { code, name, kind });
const added: ChartEvent = { type: 'AccountAdded', data: { code: '6207', name: 'Donaciones', kind: 'expense' } };
const deactivated: ChartEvent = { type: 'AccountDeactivated', data: { code: '6207' } };

describe('the chart of accounts', () => {
  it('starts with the default chart, every account active', () => {
    const state = chartDecider.initialState();
    expect(accountsOf(state).map((a) => a.code)).toEqual(DEFAULT_CHART.map((a) => a.code).sort());
    expect(accountsOf(state).every((a) => a.active)).toBe(true);
    expect(state.accounts['1101']?.name).toBe('Caja');
  });

  it('adds an account under a free code; a taken code is refused (409), even an inactive one', () => {
    spec.given([]).when(add(' 6207 ', ' Donaciones ')).then([added]);
    const taken = spec
      .given([])
      .when(add('1101', 'Caja chica', 'asset'))
      .thenThrows('ACCOUNT.CODE_TAKEN');
    expect(taken.kind).toBe('illegal-state');
    expect(taken.message).toBe('Ya existe la cuenta 1101 (Caja).');
    spec.given([added, deactivated]).when(add('6207', 'Otra')).thenThrows('ACCOUNT.CODE_TAKEN');
    spec.given([added]).when(add('6207')).thenNothing(); // the same add retried
  });

  it('refuses a code that is not 1 to 10 digits, a blank or long name, an unknown kind', () => {
    for (const code of ['', '12345678901', '61a', '-1', '6.1'])
      spec.given([]).when(add(code)).thenThrows('ACCOUNT.CODE');
    spec
      .given([])
      .when(add('1234567890'))
      .then([{ ...added, data: { ...added.data, code: '1234567890' } }]);
    spec.given([]).when(add('6207', '  ')).thenThrows('ACCOUNT.NAME');
    spec
      .given([])
      .when(add('6207', 'x'.repeat(121)))
      .thenThrows('ACCOUNT.NAME');
    spec
      .given([])
      .when(command('AddAccount', { code: '6207', name: 'Donaciones', kind: 'income' as never }))
      .thenThrows('ACCOUNT.KIND');
  });

  it('renames an account; the same name again is nothing; an unknown code is not found (404)', () => {
    const rename = (code: string, name: string) => command('RenameAccount', { code, name });
    spec
      .given([])
      .when(rename('1101', 'Caja general'))
      .then([{ type: 'AccountRenamed', data: { code: '1101', name: 'Caja general', previousName: 'Caja' } }]);
    spec.given([]).when(rename('1101', ' Caja ')).thenNothing();
    const missing = spec.given([]).when(rename('9999', 'Nada')).thenThrows('ACCOUNT.NOT_FOUND');
    expect(missing.kind).toBe('not-found');
    spec.given([]).when(rename('1101', '')).thenThrows('ACCOUNT.NAME');
  });

  it('deactivates and activates an account; no change decides nothing; the account stays in the chart', () => {
    const set = (code: string, active: boolean) => command('SetAccountActive', { code, active });
    spec.given([added]).when(set('6207', false)).then([deactivated]);
    spec.given([added, deactivated]).when(set('6207', false)).thenNothing();
    spec.given([added]).when(set('6207', true)).thenNothing();
    spec
      .given([added, deactivated])
      .when(set('6207', true))
      .then([{ type: 'AccountActivated', data: { code: '6207' } }]);
    spec.given([]).when(set('9999', false)).thenThrows('ACCOUNT.NOT_FOUND');
    spec.given([]).when(set('6207', false)).thenThrows('ACCOUNT.NOT_FOUND');
    spec
      .given([added])
      .when(set('6207', false))
      .thenState({
        accounts: {
          ...chartDecider.initialState().accounts,
          '6207': { code: '6207', name: 'Donaciones', kind: 'expense', active: false },
        },
      });
  });
});
