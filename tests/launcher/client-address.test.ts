import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { GATEWAY_HEADER, trustGatewayHop, useClientAddress } from '../../infra/http/client-address';

// The address the login throttle keys on (req.ip) is the gateway's word or the socket's peer,
// never what a caller wrote in X-Forwarded-For.
async function appSeeing(secret: string | undefined) {
  const app = Fastify({ trustProxy: trustGatewayHop });
  useClientAddress(app, secret);
  app.get('/ip', async (req) => ({ ip: req.ip, headers: req.headers }));
  return app;
}

const ipOf = async (secret: string | undefined, headers: Record<string, string>) => {
  const app = await appSeeing(secret);
  const res = await app.inject({ url: '/ip', headers, remoteAddress: '127.0.0.1' });
  await app.close();
  return res.json() as { ip: string; headers: Record<string, string> };
};

describe('client address', () => {
  it('believes the forwarded address beside the gateway secret', async () => {
    const seen = await ipOf('s3cret', { 'x-forwarded-for': '198.51.100.7', [GATEWAY_HEADER]: 's3cret' });
    expect(seen.ip).toBe('198.51.100.7');
    expect(seen.headers).not.toHaveProperty(GATEWAY_HEADER); // handlers and logs never see the secret
  });

  it.each([
    ['no secret sent', 's3cret', {}],
    ['a wrong secret', 's3cret', { [GATEWAY_HEADER]: 's3cre' }],
    ['no gateway configured', undefined, { [GATEWAY_HEADER]: '' }],
  ])('ignores a forged X-Forwarded-For with %s', async (_case, secret, extra) => {
    const seen = await ipOf(secret, {
      'x-forwarded-for': '203.0.113.9',
      forwarded: 'for=203.0.113.9',
      ...extra,
    });
    expect(seen.ip).toBe('127.0.0.1');
    expect(seen.headers).not.toHaveProperty('x-forwarded-for');
  });
});
