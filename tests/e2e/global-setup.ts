import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from './support/build';
import { startFlora } from './support/flora';

// Build the app if its sources changed, start the shop once for every browser test file.
// FLORA_E2E_URL points the suite at a shop already running (a developer's `npm start`) instead.
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const external = process.env.FLORA_E2E_URL;
  if (external) {
    project.provide('floraUrl', external.replace(/\/$/, ''));
    return;
  }
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
