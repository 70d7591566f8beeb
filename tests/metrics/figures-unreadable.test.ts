import { describe, expect, it } from 'vitest';
import { watchFollowers } from '../../infra/metrics/followers';
import { metricsText } from '../../infra/metrics/registry';
import { parseMetrics, valueOf } from './scrape';

// A scrape while the database cannot be read still answers: the followers' series are left out and
// flora_follower_figures_up says why, the process's own series stand.

describe('the followers’ figures when the database cannot be read', () => {
  it('answers flora_follower_figures_up 0 and the rest of the registry', async () => {
    const stop = watchFollowers(() => Promise.reject(new Error('connection refused')));
    try {
      const samples = parseMetrics(await metricsText());
      expect(valueOf(samples, 'flora_follower_figures_up')).toBe(0);
      expect(samples.filter((s) => s.name === 'flora_follower_status')).toEqual([]);
      expect(valueOf(samples, 'flora_process_cpu_seconds_total')).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it('reads once per scrape, the series of one scrape from one reading', async () => {
    let reads = 0;
    const figure = { name: 'audit', kind: 'projection' as const, status: 'running' as const, active: true };
    const stop = watchFollowers(async () => {
      reads++;
      return [{ ...figure, position: reads, eventsApplied: reads, lagEvents: 0, lagSeconds: 0, rebuild: null }];
    });
    try {
      const first = parseMetrics(await metricsText());
      expect(reads).toBe(1);
      expect(valueOf(first, 'flora_follower_position', { follower: 'audit' })).toBe(1);
      expect(valueOf(first, 'flora_follower_events_applied_total', { follower: 'audit' })).toBe(1);
      const second = parseMetrics(await metricsText());
      expect(valueOf(second, 'flora_follower_position', { follower: 'audit' })).toBe(2);
    } finally {
      stop();
    }
  });
});
