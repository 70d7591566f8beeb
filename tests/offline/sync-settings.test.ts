import { describe, expect, it } from 'vitest';
import {
  INTERVAL_MESSAGE,
  defaultSyncConfig,
  fromForm,
  storedIntervalOk,
  syncSettingsForm,
  toForm,
} from '../../frontend/src/features/offline-inventory/bridge/sync-config';

// Spec 5 and 9: the interval is given in minutes, 1 to 1440, stored in milliseconds; 5 minutes by default.
const form = { ...toForm(defaultSyncConfig('http://127.0.0.1:3000')) };

describe('the desktop sync settings', () => {
  it('default to 5 minutes (300000 ms), syncing on start-up and on reconnect, with the inventory', () => {
    const config = defaultSyncConfig('http://127.0.0.1:3000');
    expect(config).toMatchObject({
      apiUrl: 'http://127.0.0.1:3000/api',
      syncInterval: 300_000,
      syncOnStartup: true,
      syncOnInternetReconnect: true,
      priorityTables: ['inventory'],
      lastSyncTimestamp: null,
    });
    expect(form.intervalMinutes).toBe(5);
  });

  it.each([0, 1441, -5, 2.5, Number.NaN])('refuse %s minutes with the message', (minutes) => {
    const result = syncSettingsForm.safeParse({ ...form, intervalMinutes: minutes });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['intervalMinutes', INTERVAL_MESSAGE],
    ]);
  });

  it.each([
    [1, 60_000],
    [5, 300_000],
    [1440, 86_400_000],
  ])('store %s minutes as %s ms', (minutes, ms) => {
    const parsed = syncSettingsForm.parse({ ...form, intervalMinutes: minutes });
    expect(fromForm(parsed).syncInterval).toBe(ms);
    expect(storedIntervalOk(ms)).toBe(true);
  });

  it('refuse a stored interval outside 1 to 1440 minutes (the bridge checks again)', () => {
    expect([0, 59_999, 86_400_001, 300_000.5].map(storedIntervalOk)).toEqual([false, false, false, false]);
  });

  it('refuse an API address that is not http(s)', () => {
    for (const apiUrl of ['javascript:alert(1)', 'ftp://x', '', 'http://a b'])
      expect(syncSettingsForm.safeParse({ ...form, apiUrl }).success, apiUrl).toBe(false);
  });
});
