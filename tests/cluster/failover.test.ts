import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pauseReplay, resumeReplay } from '../../infra/db/replica';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { freePort } from '../support/ports';
import { startFlora, type RunningFlora } from '../support/product';
import { clusterClient, type ClusterClient } from './support';

// `npm run cluster` as a user starts it: two command-apis, two read-apis on a streaming replica, two
// projection workers and two reactor workers behind the gateway. Parts are killed with SIGKILL and
// left dead (FLORA_RESTART_LIMIT=0), so what keeps the shop answering is the other instance, not a
// restart. Every command carries an Idempotency-Key and is resent with it after a 502/503 or a cut
// connection, as the app does; each test counts what was sent, acknowledged and present once.

const TIMEOUT_MS = 1500; // READ_CONSISTENCY_TIMEOUT_MS: how long a ?minPosition read waits

describe('cluster: two of every part, reads from a replica', () => {
  let flora: RunningFlora;
  let shop: ClusterClient;
  let primary: pg.Pool;
  const ports = { command: [0, 0], read: [0, 0], replica: 0 };

  beforeAll(async () => {
    ports.command = [await freePort(), await freePort()];
    ports.read = [await freePort(), await freePort()];
    ports.replica = await freePort();
    flora = await startFlora(
      {
        JWT_SECRET: 'cluster-test-secret-of-at-least-32-chars',
        COMMAND_PORTS: ports.command.join(','),
        READ_PORTS: ports.read.join(','),
        EMBEDDED_REPLICA_PORT: String(ports.replica),
        FLORA_RESTART_LIMIT: '0',
        READ_CONSISTENCY_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      'cluster',
    );
    primary = new pg.Pool({ connectionString: flora.databaseUrl, max: 2 });
    shop = await clusterClient(flora, primary);
  }, 240_000);
  afterAll(async () => {
    await primary?.end();
    await flora?.stop();
  });

  it('runs two of each part behind the gateway, the replica streaming', async () => {
    const health = await shop.health();
    expect(health.status, JSON.stringify(health)).toBe('ok');
    expect(Object.keys(health.parts).sort()).toEqual([
      'command-api-1',
      'command-api-2',
      'database',
      'projections-1',
      'projections-2',
      'reactors-1',
      'reactors-2',
      'read-api-1',
      'read-api-2',
    ]);
    expect(health.replica.status).toBe('ok');
    // Each command-api takes commands, each read-api reads them (from the replica).
    const before = await shop.stock();
    const moved = [await shop.moveAt(ports.command[0]!, 1), await shop.moveAt(ports.command[1]!, 1)];
    for (const port of ports.read) {
      const read = await shop.get(
        `/api/inventory/products/${shop.productId}?minPosition=${encodeURIComponent(moved[1]!.position)}`,
        `http://127.0.0.1:${port}`,
      );
      expect(read.body.currentStock).toBe(before + 2);
      expect(read.headers.get('x-read-position')).toBeTruthy();
    }
  });

  it('SIGKILL the active projection worker: the standby takes over (time printed), nothing applied twice', async () => {
    const before = await shop.stock();
    const active = await shop.lockHolder('projection:inventory');
    const sent: string[] = [];
    for (let i = 0; i < 10; i++) sent.push((await shop.move(1)).key);
    const killedAt = Date.now();
    process.kill(shop.pidOf(active), 'SIGKILL');
    const standby = await shop.lockHolder('projection:inventory', active);
    const takeover = Date.now() - killedAt;
    for (let i = 0; i < 10; i++) sent.push((await shop.move(1)).key);
    const last = await shop.move(1);
    sent.push(last.key);
    const after = await shop.stock(last.position);
    const once = await shop.ledgerCounts(sent);
    console.log(
      `projection worker ${active} killed: ${standby} active after ${takeover} ms; movements sent ${sent.length}, ` +
        `in the ledger once ${once.filter((n) => n === 1).length}, stock ${before} → ${after}`,
    );
    expect(standby).not.toBe(active);
    // The take-over time is printed, not asserted (issue 46: no wall-clock assertions): it is the
    // standby's lock retry interval plus Postgres noticing the dead backend, and a loaded CI machine
    // stretches both by chance. That the standby takes over at all is what this test holds.
    expect(once).toEqual(sent.map(() => 1));
    expect(after).toBe(before + sent.length);
  });

  it('SIGKILL a command-api under load: the gateway routes around it, no acknowledged command lost', async () => {
    const before = await shop.stock();
    const keys = Array.from({ length: 120 }, () => randomUUID());
    const tally = { sent: 0, acknowledged: new Set<string>(), resent: 0, cut: 0, down: 0 };
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        tally.sent += 1;
        await shop.move(1, key, (status) => {
          tally.resent += 1;
          if (status === 503) tally.down += 1;
          else tally.cut += 1;
        });
        tally.acknowledged.add(key);
        if (!killed && tally.acknowledged.size >= 30) {
          killed = true;
          process.kill(shop.pidOf('command-api-1'), 'SIGKILL');
        }
      }
    };
    // Every worker finishes before this test can fail, so the next test starts on a quiet shop.
    const failed = (await Promise.allSettled(Array.from({ length: 6 }, worker))).find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    const once = await shop.ledgerCounts(keys);
    const after = await shop.stock((await shop.move(1)).position);
    console.log(
      `command-api-1 killed under load: sent ${tally.sent}, acknowledged ${tally.acknowledged.size}, ` +
        `resent ${tally.resent} (cut mid-way ${tally.cut}, 503 ${tally.down}), present once ${once.filter((n) => n === 1).length}, ` +
        `stock ${before} → ${after}`,
    );
    expect(killed).toBe(true);
    expect(tally.acknowledged.size).toBe(keys.length);
    expect(once).toEqual(keys.map(() => 1));
    expect(after).toBe(before + keys.length + 1);
    // Refused connections went to command-api-2: nobody was told "down".
    expect(tally.down).toBe(0);
    const health = await shop.health();
    expect(health.parts['command-api-1'].state).toBe('failed');
    expect(health.parts['command-api-2'].answers).toBe(true);
  });

  it('a websocket on read-api-1 hears a change made through command-api-2, and read-api-1 then reads it', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${ports.read[0]}/api/ws`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    const heard: { type: string; projection?: string; changed?: { id: string }[] }[] = [];
    socket.on('message', (data) => heard.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await shop.until('the socket is ready', () => heard.some((m) => m.type === 'ready'));
    const before = await shop.stock();
    const moved = await shop.moveAt(ports.command[1]!, 3);
    await shop.until('the inventory notice', () =>
      heard.some((m) => m.projection === 'inventory' && m.changed?.some((c) => c.id === shop.productId)),
    );
    // No ?minPosition: the notice came only once the replica had the change.
    const read = await fetch(`http://127.0.0.1:${ports.read[0]}/api/inventory/products/${shop.productId}`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    socket.close();
    console.log(`websocket on read-api-1: ${heard.length} messages; movement ${moved.key} through command-api-2`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { currentStock: number }).currentStock).toBe(before + 3);
  });

  it('the replica falls behind: reads with minPosition wait then 503, reads without answer and state their position', async () => {
    const replicaAdmin = `postgres://flora:flora@127.0.0.1:${ports.replica}/postgres`;
    const before = await shop.stock();
    // A screen open on read-api-2: it must hear of the change only once the replica has it.
    const socket = new WebSocket(`ws://127.0.0.1:${ports.read[1]}/api/ws`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    const heard: { projection?: string; position?: string }[] = [];
    socket.on('message', (data) => heard.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await pauseReplay(replicaAdmin);
    try {
      const moved = await shop.move(2);
      const askedAt = Date.now();
      const behind = await shop.get(
        `/api/inventory/products/${shop.productId}?minPosition=${encodeURIComponent(moved.position)}`,
      );
      const waited = Date.now() - askedAt;
      const plain = await shop.get(`/api/inventory/products/${shop.productId}`);
      // Notices of older batches may still arrive (the replica had those); none of this movement's.
      const positions = new PostgresEventStore(primary);
      const atOrAfter = (m: { position?: string }) =>
        !!m.position && positions.comparePositions(m.position, moved.position) >= 0;
      const heardWhileBehind = heard.filter((m) => m.projection === 'inventory' && atOrAfter(m)).length;
      const health = await shop.health();
      console.log(
        `replay paused: minPosition read ${behind.status} ${behind.body.code} after ${waited} ms; plain read ${plain.status} ` +
          `at X-Read-Position ${plain.headers.get('x-read-position')} (the command wrote at ${moved.position}); ` +
          `replica ${health.replica.behindBytes} bytes behind`,
      );
      expect(behind.status).toBe(503);
      expect(behind.body.code).toBe('READ_MODEL_BEHIND');
      expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(plain.status).toBe(200);
      expect(plain.body.currentStock).toBe(before);
      expect(positions.comparePositions(plain.headers.get('x-read-position')!, moved.position)).toBe(-1);
      expect(health.replica.behindBytes).toBeGreaterThan(0);
      expect(heardWhileBehind).toBe(0);
      await resumeReplay(replicaAdmin);
      await shop.until('the notice once replayed', () =>
        heard.some((m) => m.projection === 'inventory' && atOrAfter(m)),
      );
      const caught = await shop.get(
        `/api/inventory/products/${shop.productId}?minPosition=${encodeURIComponent(moved.position)}`,
      );
      expect(caught.status).toBe(200);
      expect(caught.body.currentStock).toBe(before + 2);
    } finally {
      socket.close();
      await resumeReplay(replicaAdmin);
    }
  });
});
