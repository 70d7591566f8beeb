import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '../../domain/users';
import { CredentialStore } from '../../infra/auth/credentials';
import { verifyPassword } from '../../infra/auth/passwords';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { ownerCli, PASSWORD_VARIABLE, type OwnerCliIo } from '../../command-api/auth/owner/cli';
import { createTestDatabase } from '../support/database';

// `npm run owner -- create`: the first owner of a shop without demo accounts, registered like any
// account (credentials + UserRegistered on the user's stream) with the owner role.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase('owner_cli');
  store = new PostgresEventStore(database.pool);
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  DATABASE_URL: database.url,
  JWT_SECRET: 'owner-cli-test-secret-of-at-least-32-chars',
  ...extra,
});

/** The CLI's output, and a terminal that answers `answers` in turn (or none at all). */
function terminal(answers?: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: OwnerCliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    interactive: answers !== undefined,
    ask: async () => answers!.shift()!,
  };
  return { io, out, err };
}

/** The program itself, as `npm run owner` starts it; stdin stays open, so waiting on it would hang. */
function program(args: string[], extra: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'command-api/auth/owner/cli.ts', ...args], {
    env: { ...process.env, ...env(extra) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

async function registration(email: string) {
  const credentials = await new CredentialStore(database.db).byEmail(email);
  const events = credentials ? await store.readStream(userStream(credentials.userId)) : [];
  return { credentials, events };
}

describe('npm run owner -- create', () => {
  it('registers an owner (UserRegistered with the owner role, credentials that check out), as the owner tool', async () => {
    const { io, out, err } = terminal();
    const code = await ownerCli(
      ['create', '--email', ' First.Owner@Shop.test ', '--name', 'Olga Dueña'],
      env({ [PASSWORD_VARIABLE]: 'first-owner-password' }),
      io,
    );
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out[0]).toMatch(/^Owner account created: Olga Dueña <first.owner@shop.test> \(user [0-9a-f-]{36}\)/);
    const { credentials, events } = await registration('first.owner@shop.test');
    expect(credentials?.registered).toBe(true);
    expect(await verifyPassword('first-owner-password', credentials!.passwordHash)).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
    expect(events[0]!.data).toMatchObject({ email: 'first.owner@shop.test', name: 'Olga Dueña', roles: ['owner'] });
    expect(events[0]!.metadata.actor).toEqual({ userId: 'system:owner-cli', roles: ['owner'] });
  });

  it('refuses an email that exists, and bad input, with exit 1 and a message; creates nothing', async () => {
    const taken = terminal();
    expect(
      await ownerCli(
        ['create', '--email', 'FIRST.OWNER@shop.test'],
        env({ [PASSWORD_VARIABLE]: 'x-password' }),
        taken.io,
      ),
    ).toBe(1);
    expect(taken.err).toEqual([expect.stringMatching(/exists already; nothing was created/)]);
    expect((await registration('first.owner@shop.test')).events).toHaveLength(1);

    const short = terminal();
    expect(await ownerCli(['create', '--email', 'b@shop.test'], env({ [PASSWORD_VARIABLE]: 'short' }), short.io)).toBe(
      1,
    );
    expect(short.err).toEqual([expect.stringMatching(/^Owner not created: nothing was created: password: /)]);
    const noEmail = terminal();
    expect(await ownerCli(['create'], env({ [PASSWORD_VARIABLE]: 'long-enough' }), noEmail.io)).toBe(1);
    expect(noEmail.err[0]).toMatch(/^--email is required/);
    expect((await registration('b@shop.test')).credentials).toBeUndefined();
  });

  it('asks twice on a terminal; two different answers create nothing', async () => {
    const differ = terminal(['password-one', 'password-two']);
    expect(await ownerCli(['create', '--email', 'c@shop.test'], env(), differ.io)).toBe(1);
    expect(differ.err).toEqual(['the two passwords differ; nothing was created.']);
    const same = terminal(['password-one', 'password-one']);
    expect(await ownerCli(['create', '--email', 'c@shop.test'], env(), same.io)).toBe(0);
    expect((await registration('c@shop.test')).events[0]!.data).toMatchObject({ name: 'c', roles: ['owner'] });
  });

  it('as a program: the password from the environment (exit 0); without it and without a terminal, exit 1 at once', async () => {
    const [created, refused] = await Promise.all([
      program(['create', '--email', 'd@shop.test'], { [PASSWORD_VARIABLE]: 'program-password' }),
      program(['create', '--email', 'e@shop.test'], { [PASSWORD_VARIABLE]: '', CI: 'true' }),
    ]);
    expect(created, created.output).toMatchObject({ code: 0 });
    expect(created.output).toContain('Owner account created');
    expect(refused).toEqual({
      code: 1,
      output: `no password: set ${PASSWORD_VARIABLE} to the new owner's password (there is no terminal to ask on, CI=true).\n`,
    });
  });
});
