import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the built app in Debian's Chromium against the product started as `npm start`
// starts it (one instance for the run, see tests/e2e/global-setup.ts). Kept out of `npm test`.
export default defineConfig({
  test: {
    // Every answer is held to its route's schema (infra/http/answers.ts, issue 39).
    env: { FLORA_CHECK_ANSWERS: '1' },
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser and one shop on two cores: files run one after another.
    fileParallelism: false,
    maxWorkers: 1,
    // One process for every file: playwright-core and axe are imported once, and the files share one
    // Chromium (tests/e2e/support/browser.ts).
    isolate: false,
  },
});
