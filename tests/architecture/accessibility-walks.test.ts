import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../../domain/identity';
import { screenOwners, screensOf, WALKS } from '../e2e/accessibility-routes';
import { DEMO_USERS } from '../e2e/support/demo-users';

// The axe walk visits each screen once, split over three browser test files (tests/e2e/accessibility-*):
// a screen added to the route table is walked without being listed, as long as its visitor is in a walk.
describe('the accessibility walk', () => {
  const walked = Object.values(WALKS).flat() as string[];
  const owners = screenOwners();

  it('gives every screen of the route table to a visitor in exactly one walk file', () => {
    expect([...owners.keys()]).toEqual(Object.keys(ROUTE_ACCESS));
    for (const [pattern, owner] of owners)
      expect(
        walked.filter((v) => v === owner),
        `${pattern}'s visitor ${owner}`,
      ).toHaveLength(1);
  });

  it('signs in no visitor that opens nothing', () => {
    for (const visitor of walked) expect([...owners.values()], visitor).toContain(visitor);
  });

  it('opens each screen once in Spanish, and every public page and each landing again in English', () => {
    const params = { id: 'p', trackingCode: 't', agreement: 'a', product: 'c', subscription: 's' };
    const visits = walked.map((v) => screensOf(v, params, DEMO_USERS.find((u) => u.role === v)?.landing));
    expect(visits.flatMap((s) => s.es)).toHaveLength(owners.size);
    expect(new Set(visits.flatMap((s) => s.es)).size).toBe(owners.size);
    const english = visits.flatMap((s) => s.en);
    for (const pattern of Object.keys(ROUTE_ACCESS).filter((p) => ROUTE_ACCESS[p]!.public))
      expect(english).toContain(pattern.replace(':trackingCode', 't'));
    for (const visitor of walked.filter((v) => DEMO_USERS.some((u) => u.role === v)))
      expect(english, `${visitor}'s landing`).toContain(DEMO_USERS.find((u) => u.role === visitor)!.landing);
  });
});
