import { defineConfig } from 'vitest/config';

// `npm run test:cluster` (issue 23): `npm run cluster` started by the tests themselves — two of every
// part and a streaming replica on this machine — killed part by part. Kept out of `npm test`: ten
// processes on two cores would slow every other file; files run one after another.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
