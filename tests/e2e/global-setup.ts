import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from './support/build';
import { startFlora } from './support/flora';

// Build the app if its sources changed, start the shop once for every browser test file.
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const flora = await startFlora();
  project.provide('floraUrl', flora.base);
  return async () => {
    await flora.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    floraUrl: string;
  }
}
