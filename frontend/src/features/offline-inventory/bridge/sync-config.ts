import { z } from 'zod';
import { PRIORITY_TABLES, type SyncConfig } from './contract';

// Spec 3, 5 and 9: the sync settings. The form speaks minutes (1 to 1440); the stored config keeps
// milliseconds, as spec 3's syncInterval does. The default interval is 5 minutes.

export const MINUTE_MS = 60_000;
export const INTERVAL_MINUTES = { min: 1, max: 1440, default: 5 } as const;
export const INTERVAL_MESSAGE = 'El intervalo de sincronización debe estar entre 1 y 1440 minutos.';

export const defaultSyncConfig = (origin: string): SyncConfig => ({
  apiUrl: `${origin}/api`,
  syncInterval: INTERVAL_MINUTES.default * MINUTE_MS,
  syncOnStartup: true,
  syncOnInternetReconnect: true,
  includeImages: true,
  priorityTables: ['inventory'],
  lastSyncTimestamp: null,
});

/** The settings form: minutes, checked before anything is stored. */
export const syncSettingsForm = z.object({
  apiUrl: z
    .string()
    .trim()
    .max(500)
    .refine((u) => /^https?:\/\/[^\s]+$/.test(u), { error: 'Escribe una dirección http(s) válida.' }),
  intervalMinutes: z
    .number({ error: INTERVAL_MESSAGE })
    .int({ error: INTERVAL_MESSAGE })
    .min(INTERVAL_MINUTES.min, { error: INTERVAL_MESSAGE })
    .max(INTERVAL_MINUTES.max, { error: INTERVAL_MESSAGE }),
  syncOnStartup: z.boolean(),
  syncOnInternetReconnect: z.boolean(),
  includeImages: z.boolean(),
  priorityTables: z.array(z.enum(PRIORITY_TABLES)).max(PRIORITY_TABLES.length),
});
export type SyncSettingsForm = z.infer<typeof syncSettingsForm>;

export const toForm = (c: SyncConfig): SyncSettingsForm => ({
  apiUrl: c.apiUrl,
  intervalMinutes: Math.round(c.syncInterval / MINUTE_MS),
  syncOnStartup: c.syncOnStartup,
  syncOnInternetReconnect: c.syncOnInternetReconnect,
  includeImages: c.includeImages,
  priorityTables: c.priorityTables,
});

/** What updateSyncConfig stores: the interval in milliseconds; the inventory always kept. */
export const fromForm = (f: SyncSettingsForm): Partial<SyncConfig> => ({
  apiUrl: f.apiUrl.replace(/\/+$/, ''),
  syncInterval: f.intervalMinutes * MINUTE_MS,
  syncOnStartup: f.syncOnStartup,
  syncOnInternetReconnect: f.syncOnInternetReconnect,
  includeImages: f.includeImages,
  priorityTables: f.priorityTables,
});

/** A stored config as updateSyncConfig accepts it (the bridge checks the interval in ms again). */
export const storedIntervalOk = (ms: number) =>
  Number.isInteger(ms) && ms >= INTERVAL_MINUTES.min * MINUTE_MS && ms <= INTERVAL_MINUTES.max * MINUTE_MS;
