import net from 'node:net';

/**
 * Which proxies' `X-Forwarded-For` to believe (SVC_TRUST_PROXY): a number of
 * proxies in front of the service (`1` behind one load balancer), or the
 * proxies' addresses and CIDR ranges. Either way the client address is the
 * first untrusted one from the right: every proxy appends the address it saw,
 * and anything left of the trusted ones was written by the client itself.
 */
export type TrustProxy = { hops: number } | { ranges: string[] };

/** Names for ranges, as proxy-addr and Express take them. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export class TrustProxyError extends Error {}

/** Parses SVC_TRUST_PROXY; empty or `false` trusts nobody (null). */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return null;
  if (value === 'true') {
    throw new TrustProxyError(
      'SVC_TRUST_PROXY=true would believe any X-Forwarded-For a client writes (every visitor could pick its own address and bucket); ' +
        'set the number of proxies in front of the service (1 behind one load balancer) or their addresses or CIDR ranges (e.g. 10.0.0.0/8,loopback)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10)
      throw new TrustProxyError(`SVC_TRUST_PROXY as a number of proxies must be between 1 and 10, got ${hops}`);
    return { hops };
  }
  const ranges: string[] = [];
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const named = NAMED[part.toLowerCase()];
    if (named) ranges.push(...named);
    else if (parseRange(part)) ranges.push(part);
    else
      throw new TrustProxyError(
        `SVC_TRUST_PROXY must be a number of proxies, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal), got "${part}"`,
      );
  }
  return { ranges };
}

function parseRange(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address, bits, extra] = range.split('/');
  if (extra !== undefined || !address) return null;
  const version = net.isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** An IPv4 address Node reports inside IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
function plain(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1]! : address;
}

/**
 * The trust function Fastify (proxy-addr) calls for each address from the
 * socket's leftwards through X-Forwarded-For, `hop` 0 being the socket's: the
 * first address it does not trust is the client's. A hop count trusts the
 * first `hops` addresses whatever they are (Express's `trust proxy` number).
 */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  const list = new net.BlockList();
  for (const r of trust.ranges) {
    const p = parseRange(r)!;
    list.addSubnet(p.address, p.prefix, p.family);
  }
  return (address) => {
    const a = plain(address);
    const version = net.isIP(a);
    return version !== 0 && list.check(a, version === 4 ? 'ipv4' : 'ipv6');
  };
}
