import { describe, expect, it } from 'vitest';
import { eventNumberOf, followerName, positionWords } from '../../domain/ops';
import { projections } from '../../projections/registry';
import { reactors } from '../../reactors/registry';

// Staff read projections, reactors and positions in the shop's words (domain/ops/follower-words.ts):
// every follower the engine runs has its Spanish and English name, and a position says its event.

describe("the followers' and positions' words", () => {
  it.each([...projections, ...reactors].map((f) => f.name))('%s has a Spanish and an English name', (id) => {
    expect(followerName(id, 'es')).not.toBe(id);
    expect(followerName(id, 'en')).not.toBe(id);
  });

  it('names the ones staff meet most as the shop does', () => {
    expect(['inventory', 'billing', 'audit', 'ledger'].map((id) => followerName(id, 'es'))).toEqual([
      'Inventario',
      'Facturación',
      'Auditoría',
      'Contabilidad',
    ]);
    expect(followerName('audit', 'en-US')).toBe('Audit');
    expect(followerName('not-yet-named')).toBe('not-yet-named');
  });

  it("says a position as the event it stands at: a store's '<transaction>/<position>' or a report's ordinal", () => {
    expect(eventNumberOf('812/3683')).toBe(3683n);
    expect(eventNumberOf('706')).toBe(706n);
    expect(eventNumberOf('—')).toBeUndefined();
    expect(positionWords('812/3683')).toBe('Actualizado hasta el evento 3,683');
    expect(positionWords('706', 'en')).toBe('Up to date to event 706');
    expect(positionWords(null)).toBe('Sin eventos aplicados');
    expect(positionWords('—')).toBe('Sin eventos aplicados');
  });
});
