import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../../../infra/config';
import type { OwnerInput } from './create-owner';
import { askHidden } from './hidden-prompt';

// `npm run owner -- create --email <email> [--name <name>]`: the first owner of a shop started with
// FLORA_SEED_DEMO=0 (docs/operations.md, "First owner"). The password is asked on the terminal
// (not echoed, typed twice), or read from FLORA_OWNER_PASSWORD where nobody can type it (CI, a
// script): with no terminal, or CI=true, a missing variable is an error, never a wait on stdin.
// Connects like every part: DATABASE_URL, or the embedded server (reused when `npm start` runs,
// started here otherwise); migrates first, so it works before the shop's first start too.
// Exit code 0: created; 1: not created (the message says why).

export const PASSWORD_VARIABLE = 'FLORA_OWNER_PASSWORD';

const USAGE = `usage: npm run owner -- create --email <email> [--name <name>]
  Creates an account with the owner role (the first one of a shop without demo accounts).
  The password is asked on the terminal, or read from ${PASSWORD_VARIABLE} (CI, scripts).
  Connects to DATABASE_URL, or to the embedded server of FLORA_DATA_DIR (default .data).`;

export interface OwnerCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Whether a person can be asked (stdin and stdout are a terminal). */
  interactive: boolean;
  ask: (question: string) => Promise<string>;
}

const processIo: OwnerCliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  ask: askHidden,
};

/** The CLI as a function (the tests call it): its exit code. */
export async function ownerCli(argv: string[], env: NodeJS.ProcessEnv, io: OwnerCliIo = processIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  if (args.command !== 'create' || !args.email) {
    io.err(args.command === 'create' ? `--email is required\n${USAGE}` : USAGE);
    return 1;
  }
  const password = await passwordFor(env, io);
  if (password === undefined) return 1;
  const config = configFrom(env, io);
  if (!config) return 1;
  return create(config, { email: args.email, name: args.name, password }, io);
}

/** Loaded only once there is a password: a refusal before it answers at once, without the database's modules. */
async function create(config: Config, input: OwnerInput, io: OwnerCliIo): Promise<number> {
  const [{ connect }, { migrateToLatest }, { SnapshotStore }, { createIdentity }, { CommandHandler }, owners] =
    await Promise.all([
      import('../../../infra/db/connect'),
      import('../../../infra/db/migrate'),
      import('../../../infra/event-store/snapshots'),
      import('../identity'),
      import('../../../application/handler'),
      import('./create-owner'),
    ]);
  const connection = await connect(config, 2);
  const handler = new CommandHandler({ store: connection.store, snapshots: new SnapshotStore(connection.db) });
  try {
    await migrateToLatest(connection.db);
    const identity = createIdentity({ handler, store: connection.store, db: connection.db, config });
    const owner = await owners.createOwner(identity, input);
    io.out(
      `Owner account created: ${owner.name} <${owner.email}> (user ${owner.userId}). Sign in with it at /auth/login.`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof owners.OwnerRefused)) throw err;
    io.err(`Owner not created: ${err.message}`);
    return 1;
  } finally {
    await handler.idle();
    await connection.close();
  }
}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  return { command: positionals[0], ...values };
}

function configFrom(env: NodeJS.ProcessEnv, io: OwnerCliIo): Config | undefined {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.err(`cannot connect: ${err.message}`);
    return undefined;
  }
}

/** The variable if set; else the terminal, asked twice; undefined (said why) when neither can give one. */
async function passwordFor(env: NodeJS.ProcessEnv, io: OwnerCliIo): Promise<string | undefined> {
  const given = env.FLORA_OWNER_PASSWORD;
  if (given) return given;
  if (!io.interactive || env.CI === 'true') {
    io.err(
      `no password: set ${PASSWORD_VARIABLE} to the new owner's password (there is no terminal to ask on${env.CI === 'true' ? ', CI=true' : ''}).`,
    );
    return undefined;
  }
  const first = await io.ask('Password for the new owner (not shown): ');
  const again = await io.ask('The same password again: ');
  if (first === again) return first;
  io.err('the two passwords differ; nothing was created.');
  return undefined;
}

// Run as a program (npm run owner), not when a test imports ownerCli.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ownerCli(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`Owner not created: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
