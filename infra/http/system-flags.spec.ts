import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_CONFIG, SETTINGS_STREAM, type SystemConfig } from '../../domain/settings';
import type { RecordedEvent } from '../event-store/port';
import { positionRefusal } from './positions';
import { SystemConfigCache, type SettingsStore } from './system-flags';

// The flag check's copy of the config (issue 39): fresh within its age without a position, and never
// older than a ?minPosition it is given — even when a load begun before that write is under way.

const botOn: SystemConfig = {
  ...DEFAULT_SYSTEM_CONFIG,
  flags: { ...DEFAULT_SYSTEM_CONFIG.flags, enableBotSupport: true },
};

/** A store of numbered positions whose settings stream and reads a test moves by hand. */
function fakeStore() {
  const events: RecordedEvent[] = [];
  let reads = 0;
  let hold: Promise<void> | undefined;
  const store: SettingsStore = {
    comparePositions: (a, b) => {
      if (!/^\d+$/.test(a) || !/^\d+$/.test(b)) throw new Error('not a position');
      return Number(a) - Number(b);
    },
    headPosition: async () => events.at(-1)?.position,
    readStream: async (streamId) => {
      reads++;
      const seen = [...events]; // what the store held when the read began
      await hold;
      return streamId === SETTINGS_STREAM ? seen : [];
    },
  };
  const write = (system: SystemConfig) => {
    const position = String(events.length + 1);
    events.push({ type: 'SystemConfigured', data: system, position } as unknown as RecordedEvent);
    return position;
  };
  const holdReads = () => {
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    return () => {
      hold = undefined;
      release();
    };
  };
  return { store, write, holdReads, reads: () => reads };
}

describe('SystemConfigCache', () => {
  it('without a position: the copy stands within its age, even after a write elsewhere', async () => {
    const { store, write, reads } = fakeStore();
    const cache = new SystemConfigCache(store, 3000, () => 0);
    expect((await cache.get()).flags.enableBotSupport).toBe(false);
    write(botOn);
    expect((await cache.get()).flags.enableBotSupport).toBe(false);
    expect(reads()).toBe(1);
  });

  it('with the write’s position: read again once, then the copy answers that position', async () => {
    const { store, write, reads } = fakeStore();
    const cache = new SystemConfigCache(store, 3000, () => 0);
    await cache.get();
    const at = write(botOn);
    expect((await cache.get(at)).flags.enableBotSupport).toBe(true);
    expect((await cache.get(at)).flags.enableBotSupport).toBe(true);
    expect(reads()).toBe(2);
  });

  it('a load under way that began before the write does not answer for it', async () => {
    const { store, write, holdReads } = fakeStore();
    const cache = new SystemConfigCache(store, 0, () => 0);
    const release = holdReads();
    const early = cache.get(); // reads the stream as it was: bot off
    await new Promise((r) => setTimeout(r, 0)); // its read has begun
    const at = write(botOn);
    const late = cache.get(at);
    release();
    expect((await early).flags.enableBotSupport).toBe(false);
    expect((await late).flags.enableBotSupport).toBe(true);
  });
});

describe('positionRefusal', () => {
  it('refuses what is not a position and what is past the last event; takes the rest', async () => {
    const { store, write } = fakeStore();
    const at = write(botOn);
    expect(await positionRefusal(store, at)).toBeUndefined();
    expect((await positionRefusal(store, 'nope'))?.detail).toBe('minPosition no es una posición válida.');
    expect((await positionRefusal(store, '99'))?.detail).toBe('minPosition es posterior al último evento registrado.');
  });
});
