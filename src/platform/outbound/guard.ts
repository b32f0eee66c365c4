import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { assertNoTransaction } from '../../db/io-guard.js';
import { checkHttpUrl, type HttpUrlProblem } from '../../lib/http-url.js';

/** Resolves a host name to its addresses; tests pass their own to control DNS. */
export interface Resolver {
  lookup(hostname: string): Promise<Array<{ address: string; family: number }>>;
}

export const systemResolver: Resolver = {
  lookup: (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true }),
};

/** Said with every private-address refusal, so whoever meets one (an API answer, a failed source) knows the switch. */
const ALLOW_HINT =
  '(the server refuses those unless SVC_OUTBOUND_ALLOW names the host or its range, e.g. SVC_OUTBOUND_ALLOW=127.0.0.1)';

export type RefusalReason = 'scheme' | 'credentials' | 'private-address' | 'dns' | 'malformed';

export class OutboundRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

const URL_REFUSALS: Record<HttpUrlProblem, [RefusalReason, string]> = {
  malformed: ['malformed', 'not a valid URL'],
  scheme: ['scheme', 'only http and https URLs are allowed'],
  credentials: ['credentials', 'URLs with credentials are not allowed'],
  host: ['malformed', 'the URL has no host'],
};

/** Only globally routable unicast addresses are reachable by default. */
function isPublic(addr: Parsed): boolean {
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublic(v6.toIPv4Address());
    return v6.range() === 'unicast';
  }
  return (addr as ipaddr.IPv4).range() === 'unicast';
}

/**
 * The outbound rule for webhook deliveries and knowledge fetches: private,
 * loopback, link-local (cloud metadata), carrier-grade NAT, multicast and
 * reserved addresses are refused, unless `SVC_OUTBOUND_ALLOW` names the host or
 * a CIDR holding the address. Checked when a URL is saved and again when the
 * socket connects (after DNS), so a name that later resolves elsewhere
 * (DNS rebinding) is still refused.
 */
export class OutboundGuard {
  readonly #hosts = new Set<string>();
  readonly #cidrs: Array<[Parsed, number]> = [];
  readonly #widened = new Map<string, OutboundGuard>();

  constructor(
    readonly allow: readonly string[],
    readonly resolver: Resolver = systemResolver,
  ) {
    for (const entry of allow) {
      const e = entry
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1');
      if (!e) continue;
      if (e.includes('/')) this.#cidrs.push(ipaddr.parseCIDR(e));
      else if (ipaddr.isValid(e)) this.#cidrs.push([ipaddr.parse(e), ipaddr.parse(e).kind() === 'ipv4' ? 32 : 128]);
      else this.#hosts.add(e);
    }
  }

  /**
   * The same rule with `host` allowed too (same resolver), for a destination the
   * operator configured (a model server on this machine); kept per host.
   */
  alsoAllowing(host: string): OutboundGuard {
    let guard = this.#widened.get(host);
    if (!guard) this.#widened.set(host, (guard = new OutboundGuard([...this.allow, host], this.resolver)));
    return guard;
  }

  hostAllowed(hostname: string): boolean {
    return this.#hosts.has(hostname.toLowerCase().replace(/\.$/, ''));
  }

  addressAllowed(address: string): boolean {
    let addr: Parsed;
    try {
      addr = ipaddr.parse(address);
    } catch {
      return false;
    }
    for (const [range, bits] of this.#cidrs) {
      const candidate =
        addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && range.kind() === 'ipv4'
          ? (addr as ipaddr.IPv6).toIPv4Address()
          : addr;
      if (candidate.kind() === range.kind() && candidate.match(range as never, bits)) return true;
    }
    return isPublic(addr);
  }

  /** Throws OutboundRefused when the URL may not be fetched. `resolve: false` skips DNS (checks literals only). */
  async checkUrl(raw: string, opts: { resolve?: boolean } = {}): Promise<URL> {
    const checked = checkHttpUrl(raw, { credentials: false });
    if (!checked.url) throw new OutboundRefused(...URL_REFUSALS[checked.problem]);
    const url = checked.url;
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (this.hostAllowed(host)) return url;
    if (net.isIP(host)) {
      if (!this.addressAllowed(host))
        throw new OutboundRefused(
          'private-address',
          `${host} is a private, loopback or reserved address ${ALLOW_HINT}`,
        );
      return url;
    }
    if (opts.resolve === false) return url;
    await this.resolveChecked(host);
    return url;
  }

  /** Resolves and checks every address; the connect-time check. */
  async resolveChecked(hostname: string): Promise<Array<{ address: string; family: number }>> {
    if (net.isIP(hostname)) {
      if (!this.hostAllowed(hostname) && !this.addressAllowed(hostname)) {
        throw new OutboundRefused(
          'private-address',
          `${hostname} is a private, loopback or reserved address ${ALLOW_HINT}`,
        );
      }
      return [{ address: hostname, family: net.isIP(hostname) }];
    }
    assertNoTransaction('a DNS lookup');
    let addresses: Array<{ address: string; family: number }>;
    try {
      addresses = await this.resolver.lookup(hostname);
    } catch (err) {
      throw new OutboundRefused(
        'dns',
        `could not resolve ${hostname} (${(err as NodeJS.ErrnoException).code ?? 'DNS failure'})`,
      );
    }
    if (addresses.length === 0) throw new OutboundRefused('dns', `${hostname} has no addresses`);
    if (this.hostAllowed(hostname)) return addresses;
    const bad = addresses.find((a) => !this.addressAllowed(a.address));
    if (bad)
      throw new OutboundRefused(
        'private-address',
        `${hostname} resolves to ${bad.address}, a private, loopback or reserved address ${ALLOW_HINT}`,
      );
    return addresses;
  }

  /**
   * A `lookup` for net/http/https that checks at connect time. Node skips
   * lookup for IP literals, so callers also run checkUrl on every request URL.
   */
  readonly lookup: net.LookupFunction = (hostname, options, callback) => {
    const all = typeof options === 'object' && options !== null && (options as dns.LookupOptions).all === true;
    const family = typeof options === 'object' && options !== null ? (options as dns.LookupOptions).family : undefined;
    this.resolveChecked(hostname).then(
      (addresses) => {
        const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        const list = wanted.length > 0 ? wanted : addresses;
        if (all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (err: Error) => callback(Object.assign(err, { code: 'EOUTBOUNDREFUSED' }) as NodeJS.ErrnoException, '', 0),
    );
  };
}
