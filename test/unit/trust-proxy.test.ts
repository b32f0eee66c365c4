import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { parseTrustProxy, trustFunction, type TrustProxy } from '../../src/lib/trust-proxy.js';

/** The address Fastify reports for a request from `socket` carrying `X-Forwarded-For: xff`, under `trust`. */
async function clientOf(trust: TrustProxy, socket: string, xff?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustFunction(trust) });
  app.get('/', async (req) => req.ip);
  const res = await app.inject({
    method: 'GET',
    url: '/',
    remoteAddress: socket,
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  });
  await app.close();
  return res.body;
}

describe('SVC_TRUST_PROXY', () => {
  it('refuses true, saying what to set instead, and anything it cannot read', () => {
    expect(() => loadConfig({ SVC_TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ SVC_TRUST_PROXY: 'true' })).toThrow(/number of proxies.*CIDR/);
    for (const bad of ['0', '11', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '::1/129']) {
      expect(() => loadConfig({ SVC_TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ SVC_TRUST_PROXY: 'false' }).trustProxy).toBeNull();
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.10,loopback')).toEqual({
      ranges: ['10.0.0.0/8', '192.0.2.10', '127.0.0.0/8', '::1/128'],
    });
  });

  it('a hop count: the client is the first address left of that many proxies, whatever the client wrote', async () => {
    const one = { hops: 1 };
    expect(await clientOf(one, '10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientOf(one, '10.0.0.5', '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientOf(one, '10.0.0.5', '1.2.3.4, 5.6.7.8, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientOf(one, '10.0.0.5')).toBe('10.0.0.5');
    const two = { hops: 2 };
    expect(await clientOf(two, '10.0.0.5', '198.51.100.66, 203.0.113.7, 10.1.1.1')).toBe('203.0.113.7');
    // Fewer addresses than hops: the leftmost there is.
    expect(await clientOf(two, '10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ranges: the client is the first address from the right outside them', async () => {
    const lb = { ranges: ['10.0.0.0/8', '::1/128'] };
    expect(await clientOf(lb, '10.0.0.5', '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientOf(lb, '10.0.0.5', '198.51.100.66, 203.0.113.7, 10.9.9.9')).toBe('203.0.113.7');
    expect(await clientOf(lb, '::ffff:10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientOf(lb, '::1', '2001:db8::1')).toBe('2001:db8::1');
    // A request straight from outside the ranges: its forwarded header is the client's own writing, ignored.
    expect(await clientOf(lb, '203.0.113.50', '10.0.0.1')).toBe('203.0.113.50');
    // Garbage in the header is not an address anybody trusts: it is the client.
    expect(await clientOf(lb, '10.0.0.5', '203.0.113.7, not-an-ip')).toBe('not-an-ip');
  });
});
