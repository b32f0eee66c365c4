import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { OutboundGuard, OutboundRefused, type Resolver } from '../../src/platform/outbound/guard.js';
import { outboundRequest } from '../../src/platform/outbound/http.js';

/** A resolver the test controls: no query ever leaves the machine. */
function fakeDns(map: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    lookup: async (host) => {
      asked.push(host);
      const addrs = map[host];
      if (!addrs) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return addrs.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  };
}

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof OutboundRefused) return err.reason;
    throw err;
  }
  return 'allowed';
}

describe('outbound guard: the URL check', () => {
  const guard = new OutboundGuard(
    [],
    fakeDns({
      'public.example': ['93.184.216.34'],
      'rebind.example': ['127.0.0.1'],
      'mixed.example': ['93.184.216.34', '10.1.2.3'],
      'v6.example': ['::1'],
    }),
  );

  it.each([
    'http://127.0.0.1/hook',
    'http://127.1.2.3:8080/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.100.100.200/',
    'http://[::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
  ])('refuses %s', async (url) => {
    expect(await refusal(guard.checkUrl(url))).toBe('private-address');
  });

  it('refuses host names that resolve to private addresses (any of them)', async () => {
    expect(await refusal(guard.checkUrl('https://rebind.example/x'))).toBe('private-address');
    expect(await refusal(guard.checkUrl('https://mixed.example/x'))).toBe('private-address');
    expect(await refusal(guard.checkUrl('https://v6.example/x'))).toBe('private-address');
    expect(await refusal(guard.checkUrl('https://missing.example/x'))).toBe('dns');
  });

  it('accepts public addresses and names, and refuses other schemes and credentials', async () => {
    expect(await refusal(guard.checkUrl('https://public.example/hook'))).toBe('allowed');
    expect(await refusal(guard.checkUrl('https://93.184.216.34/'))).toBe('allowed');
    expect(await refusal(guard.checkUrl('ftp://public.example/'))).toBe('scheme');
    expect(await refusal(guard.checkUrl('file:///etc/passwd'))).toBe('scheme');
    expect(await refusal(guard.checkUrl('https://user:pw@public.example/'))).toBe('credentials');
    expect(await refusal(guard.checkUrl('not a url'))).toBe('malformed');
  });

  it('lets the allow-list open hosts and CIDRs, and nothing else', async () => {
    const allowing = new OutboundGuard(
      ['127.0.0.0/8', 'internal.example', '::1'],
      fakeDns({ 'internal.example': ['10.9.9.9'], 'other.example': ['10.9.9.9'] }),
    );
    expect(await refusal(allowing.checkUrl('http://127.0.0.1:9999/'))).toBe('allowed');
    expect(await refusal(allowing.checkUrl('http://[::1]:9999/'))).toBe('allowed');
    expect(await refusal(allowing.checkUrl('http://[::ffff:127.0.0.1]/'))).toBe('allowed');
    expect(await refusal(allowing.checkUrl('http://internal.example/'))).toBe('allowed');
    expect(await refusal(allowing.checkUrl('http://other.example/'))).toBe('private-address');
    expect(await refusal(allowing.checkUrl('http://10.0.0.1/'))).toBe('private-address');
  });
});

describe('outbound guard: the connect-time check', () => {
  it('refuses at connect when the name now resolves to a private address (DNS rebinding)', async () => {
    // Saved while it resolved publicly; by the time of the request it points at the metadata service.
    const dns = fakeDns({ 'hook.example': ['169.254.169.254'] });
    const guard = new OutboundGuard([], dns);
    const err = await outboundRequest(guard, { url: 'http://hook.example/x' }).catch((e) => e);
    expect(err).toBeInstanceOf(OutboundRefused);
    expect(err.reason).toBe('private-address');
    expect(dns.asked).toContain('hook.example');
  });

  it('calls the lookup hook with the controlled resolver and refuses before any socket opens', async () => {
    const guard = new OutboundGuard([], fakeDns({ 'a.example': ['10.0.0.8'] }));
    const result = await new Promise<{ err: NodeJS.ErrnoException | null }>((resolve) =>
      guard.lookup('a.example', { all: true }, (err) => resolve({ err })),
    );
    expect(result.err?.code).toBe('EOUTBOUNDREFUSED');
    expect(result.err).toBeInstanceOf(OutboundRefused);
  });

  it('reaches an allow-listed loopback receiver, bounded in size, with redirects checked per hop', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/redirect-out') {
        res.writeHead(302, { location: 'http://10.0.0.1/internal' });
        return res.end();
      }
      if (req.url === '/big') return res.end('x'.repeat(2000));
      res.end(`hello ${req.headers['user-agent']}`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const guard = new OutboundGuard(['127.0.0.1']);
      const ok = await outboundRequest(guard, { url: `http://127.0.0.1:${port}/` });
      expect(ok.status).toBe(200);
      expect(ok.body.toString()).toMatch(/^hello ConciergeBot/);
      const big = await outboundRequest(guard, { url: `http://127.0.0.1:${port}/big`, maxBytes: 100 }).catch((e) => e);
      expect(big.kind).toBe('too-large');
      const redirect = await outboundRequest(guard, {
        url: `http://127.0.0.1:${port}/redirect-out`,
        maxRedirects: 3,
      }).catch((e) => e);
      expect(redirect).toBeInstanceOf(OutboundRefused);
      const notFollowed = await outboundRequest(guard, { url: `http://127.0.0.1:${port}/redirect-out` });
      expect(notFollowed.status).toBe(302);
      const refused = await outboundRequest(new OutboundGuard([]), { url: `http://127.0.0.1:${port}/` }).catch(
        (e) => e,
      );
      expect(refused).toBeInstanceOf(OutboundRefused);
    } finally {
      server.close();
    }
  });
});

describe('a private-address refusal names the switch that allows it', () => {
  it.each([
    ['an address literal', 'http://127.0.0.1:8081/'],
    ['a name that resolves to one', 'http://rebind.example/'],
  ])('%s', async (_what, url) => {
    const guard = new OutboundGuard([], fakeDns({ 'rebind.example': ['127.0.0.1'] }));
    await expect(guard.checkUrl(url)).rejects.toThrow(/SVC_OUTBOUND_ALLOW/);
  });
});
