import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../infra/db/embedded';
import { freePort } from './ports';

// One Postgres for the whole run: DATABASE_URL when given, else an embedded server on a free port
// in a folder of its own (so a run never meets `npm start`'s data or another run's server),
// removed afterwards. Each test file makes its own database on it.
let server: EmbeddedServer | undefined;

export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  let dataDir: string | undefined;
  if (!url) {
    const port = Number(process.env.TEST_PG_PORT ?? (await freePort()));
    dataDir = `.data/test-${port}`;
    server = await startEmbeddedPostgres(dataDir, port);
    url = server.url;
  }
  project.provide('adminDatabaseUrl', url);
  return async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
