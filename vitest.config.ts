import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The app's pure modules tested here (tests/screens) import the domain as the app does.
  resolve: { alias: { '@domain': new URL('./domain', import.meta.url).pathname } },
  test: {
    // Every answer is held to its route's schema (infra/http/answers.ts, issue 39).
    env: { FLORA_CHECK_ANSWERS: '1' },
    include: ['**/*.spec.ts', '**/*.test.ts'],
    // The browser tests and the cluster's failovers have runs of their own (test:e2e, test:cluster).
    exclude: ['node_modules/**', 'frontend/**', 'tests/e2e/**', 'tests/cluster/**', '.data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers only fight over them and the one Postgres.
    maxWorkers: 2,
    // A worker keeps its imported modules from one file to the next (issue 46): importing fastify, zod,
    // kysely and the domain again for each of 200 files was 358 s of the run's CPU (615 s → 336 s wall).
    // Every file makes its own database, apps and workers, so nothing a file holds outlives it.
    isolate: false,
  },
});
