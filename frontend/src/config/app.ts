// Spec 7: the main backend client — base path /api, JSON, 30 s time-out, bearer header when signed in.
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 30_000;
export const LOGIN_PATH = '/auth/login';
export const DEFAULT_LANGUAGE = 'es';
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
