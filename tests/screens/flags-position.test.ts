import { describe, expect, it } from 'vitest';
import { rememberFlagsWrite, withFlagsPosition } from '../../frontend/src/lib/flags-position';

// Issue 39: after this tab saved the system config, its calls under a flag pass the save's position
// (?minPosition), so the API process that answers them holds the flag as written.

describe('withFlagsPosition', () => {
  it('adds the save’s position to flagged calls only, and never over a position the call names', () => {
    expect(withFlagsPosition('/api/bot/message', undefined)).toBeUndefined(); // nothing saved yet
    rememberFlagsWrite('123/45');
    expect(withFlagsPosition('/api/bot/message', undefined)).toEqual({ minPosition: '123/45' });
    expect(withFlagsPosition('/api/subscriptions/plans', { page: 2, minPosition: undefined })).toEqual({
      page: 2,
      minPosition: '123/45',
    });
    expect(withFlagsPosition('/api/track/ABC', { minPosition: '200/1' })).toEqual({ minPosition: '200/1' });
    expect(withFlagsPosition('/api/inventory/products', { page: 1 })).toEqual({ page: 1 });
    expect(withFlagsPosition('/api/botanica', undefined)).toBeUndefined();
  });
});
