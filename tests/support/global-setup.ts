import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../infra/db/embedded';

// One Postgres for the whole run: DATABASE_URL when given, else the embedded server in its own
// data folder (so tests never touch the data of `npm start`). Each test file makes its own database.
let server: EmbeddedServer | undefined;

export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const port = Number(process.env.TEST_PG_PORT ?? 54339);
    server = await startEmbeddedPostgres(`.data/test-${port}`, port);
    url = server.url;
  }
  project.provide('adminDatabaseUrl', url);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
