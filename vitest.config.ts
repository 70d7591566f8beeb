import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts', '**/*.test.ts'],
    exclude: ['node_modules/**', 'frontend/**', 'tests/e2e/**', '.data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers only fight over them and the one Postgres.
    maxWorkers: 2,
  },
});
