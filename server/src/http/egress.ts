import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An address that passed the egress policy: the one to connect to, never looked up again. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** A connection the egress policy does not allow; `rule` is the range that refused it. */
export class EgressRefused extends Error {
  override name = 'EgressRefused';
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(message);
  }
}

/** How each refused range reads in a refusal. Every range but public unicast is refused. */
const RULES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private (RFC 1918) address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  reserved: 'a reserved address',
};

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Where outbound connections that tenant configuration aims (script and connector HTTP, SQL,
 * SFTP, SMTP, webhooks, AS2 partners) may go: public addresses, and what the operator allows.
 */
export interface EgressPolicy {
  /** Every address `host` (a name or a literal in any spelling) stands for, each one checked. */
  addresses(host: string): Promise<CheckedAddress[]>;
  /** The first of `addresses(host)`: what a client that takes one address connects to. */
  checkedAddress(host: string): Promise<CheckedAddress>;
}

export interface EgressOptions {
  /** Resolves a name (default: the system resolver, as connecting would); for tests. */
  resolve?: (name: string) => Promise<LookupAddress[]>;
}

const HOST_NAME = /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/i;

/**
 * A host as a connection would read it: brackets dropped, and the numeric spellings that
 * resolvers accept (2130706433, 0x7f000001, 0177.0.0.1, 127.1) made the dotted address, as
 * the URL parser does for URLs. Anything with a port, a path or user info is not a host.
 */
export function normalHost(raw: string): string {
  const host = raw.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return host;
  let url: URL | undefined;
  try {
    url = new URL(`http://${host}`);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    url.username ||
    url.password ||
    url.port ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new EgressRefused(`Egress refused: "${raw}" is not a host name`, 'hostName');
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!isIP(hostname) && !HOST_NAME.test(hostname))
    throw new EgressRefused(`Egress refused: "${raw}" is not a host name`, 'hostName');
  return hostname;
}

const nameKey = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The allow list's ranges (a bare address is a /32 or /128) and names; a bad entry throws. */
function parseAllowList(entries: string[]) {
  const ranges: Range[] = [];
  const names = new Set<string>();
  for (const raw of entries.map((e) => e.trim()).filter(Boolean)) {
    const entry = raw.replace(/^\[(.*)\]$/, '$1');
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry))
        throw new Error(`EGRESS_ALLOW: "${raw}" is not an address range`);
      const [address, bits] = ipaddr.parseCIDR(entry);
      ranges.push(unmappedRange(address, bits));
    } else if (isIP(entry)) {
      const address = ipaddr.process(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (HOST_NAME.test(entry)) {
      names.add(nameKey(entry));
    } else {
      throw new Error(`EGRESS_ALLOW: "${raw}" is neither a host name nor an address range`);
    }
  }
  return { ranges, names };
}

/** ::ffff:10.0.0.0/104 is the IPv4 range 10.0.0.0/8: addresses are unwrapped the same way. */
function unmappedRange(address: ipaddr.IPv4 | ipaddr.IPv6, bits: number): Range {
  if (address.kind() === 'ipv6' && bits >= 96 && (address as ipaddr.IPv6).isIPv4MappedAddress())
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}

/** The policy for the allow list of the operator's EGRESS_ALLOW (see ServerConfig). */
export function egressPolicy(allow: string[], options: EgressOptions = {}): EgressPolicy {
  const { ranges, names } = parseAllowList(allow);
  const resolve = options.resolve ?? ((name: string) => lookup(name, { all: true }));

  function check(address: string, host: string): CheckedAddress {
    // process() unwraps ::ffff:a.b.c.d, so a mapped address meets the IPv4 rules.
    const parsed = ipaddr.process(address);
    const allowed = ranges.some(
      ([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits),
    );
    const range = parsed.range();
    if (!allowed && range !== 'unicast') {
      const shown = address === host ? address : `${address} (${host})`;
      const mapped = parsed.toString() !== ipaddr.parse(address).toString();
      const what = RULES[range] ?? `in the ${range} range`;
      throw new EgressRefused(
        `Egress refused: ${shown} is ${mapped ? `IPv4-mapped ${parsed.toString()}, ` : ''}${what}; ` +
          'the egress policy allows public addresses only (set EGRESS_ALLOW to allow it)',
        range,
      );
    }
    return { address, family: isIP(address) === 6 ? 6 : 4 };
  }

  async function addresses(raw: string): Promise<CheckedAddress[]> {
    const host = normalHost(raw);
    if (isIP(host)) return [check(host, host)];
    let answers: LookupAddress[];
    try {
      answers = await resolve(host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new Error(`Could not resolve ${host}: ${code}`, { cause: error });
    }
    if (!answers.length) throw new Error(`Could not resolve ${host}: no address`);
    const named = names.has(nameKey(host));
    // Every answer must pass: a name with one inner address among public ones is refused.
    return answers.map((a) =>
      named ? { address: a.address, family: a.family === 6 ? 6 : 4 } : check(a.address, host),
    );
  }

  return {
    addresses,
    checkedAddress: async (host) => (await addresses(host))[0],
  };
}
