import { expect, inject } from 'vitest';
import { demoUser } from './demo-users';

// The shop's API as the browser tests call it beside the screens: a JSON call, a demo user's token,
// and a system config flag switched with the rest of the config left as it was.

export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${inject('floraUrl')}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function tokenOf(role: string): Promise<string> {
  const { email, password } = demoUser(role);
  const { status, body } = await call<{ data: { token: string } }>('POST', '/auth/login', { email, password });
  expect(status).toBe(200);
  return body.data.token;
}

type SystemConfig = Record<string, unknown> & { flags: Record<string, boolean>; customized?: boolean };

/** Sets one flag of the system config as the admin (the rest as it was); answers what it was. */
export async function setFlag(flag: string, on: boolean): Promise<boolean> {
  // The whole config is the operators' to read (issue 38), as it is theirs to write.
  const admin = await tokenOf('admin');
  const { body } = await call<SystemConfig>('GET', '/settings/system', undefined, admin);
  const was = body.flags[flag] ?? false;
  if (was === on) return was;
  const { customized: _customized, ...config } = body;
  const saved = await call('PUT', '/settings/system', { ...config, flags: { ...body.flags, [flag]: on } }, admin);
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  return was;
}
