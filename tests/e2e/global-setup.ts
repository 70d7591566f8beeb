import type { TestProject } from 'vitest/node';
import { startFlora } from '../support/product';

// Start the shop once for every browser test file (`npm start` builds the app when it is stale).
// FLORA_E2E_URL points the suite at a shop already running (a developer's `npm start`) instead.
export default async function setup(project: TestProject) {
  const external = process.env.FLORA_E2E_URL;
  if (external) {
    project.provide('floraUrl', external.replace(/\/$/, ''));
    return;
  }
  // The subscription scheduler ticks every 2 s instead of every minute, so a charge due on the demo data
  // is planned while the test waits for it rather than up to a minute later (issue 46).
  const flora = await startFlora({ FLORA_SUBSCRIPTION_TICK_MS: '2000', FLORA_REGISTRATIONS_PER_HOUR: '1000' });
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
