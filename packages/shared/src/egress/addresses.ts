import net from 'node:net';

/**
 * IP addresses as numbers, the ranges the egress guard refuses, and QUIRE_EGRESS_ALLOW's
 * rules. Written here rather than with net.BlockList because the guard must see through the
 * IPv6 forms that carry an IPv4 address (::ffff:127.0.0.1, NAT64, 6to4), which BlockList
 * treats as unrelated IPv6 addresses.
 */

export type IpAddress = { version: 4 | 6; value: bigint };

const IPV4_BITS = 32;
const IPV6_BITS = 128;

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseIpv6(text: string): bigint | undefined {
  let rest = text;
  // An embedded IPv4 tail ("::ffff:127.0.0.1") stands for the last two 16-bit groups.
  const lastColon = rest.lastIndexOf(':');
  if (rest.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4(rest.slice(lastColon + 1));
    if (v4 === undefined) return undefined;
    rest = `${rest.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]);
  const back = halves.length === 2 ? groupsOf(halves[1]) : [];
  const explicit = head.length + back.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return undefined;
  let value = 0n;
  for (const group of [...head, ...Array<string>(8 - explicit).fill('0'), ...back]) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}

/** An IPv4 or IPv6 address (brackets and a zone id "%eth0" are ignored), or undefined. */
export function parseIp(text: string): IpAddress | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const version = net.isIP(bare);
  if (version === 4) {
    const value = parseIpv4(bare);
    return value === undefined ? undefined : { version: 4, value };
  }
  if (version === 6) {
    const value = parseIpv6(bare);
    return value === undefined ? undefined : { version: 6, value };
  }
  return undefined;
}

export function formatIp({ version, value }: IpAddress): string {
  if (version === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  // The longest run of zero groups (at least two) becomes "::".
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

export type Cidr = { version: 4 | 6; network: bigint; prefix: number };

const bitsOf = (version: 4 | 6) => (version === 4 ? IPV4_BITS : IPV6_BITS);
const maskOf = (version: 4 | 6, prefix: number) => {
  const bits = BigInt(bitsOf(version));
  const all = (1n << bits) - 1n;
  return prefix === 0 ? 0n : (all >> BigInt(bitsOf(version) - prefix)) << BigInt(bitsOf(version) - prefix);
};

/** "10.0.0.0/8", "fd00::/8"; a bare address is its own /32 or /128. */
export function parseCidr(text: string): Cidr | undefined {
  const [address, prefixText, extra] = text.split('/');
  if (extra !== undefined) return undefined;
  const ip = parseIp(address);
  if (!ip || address.includes('%') || address.startsWith('[')) return undefined;
  const bits = bitsOf(ip.version);
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return undefined;
    prefix = Number(prefixText);
  }
  return { version: ip.version, network: ip.value & maskOf(ip.version, prefix), prefix };
}

export function cidrContains(cidr: Cidr, ip: IpAddress): boolean {
  return cidr.version === ip.version && (ip.value & maskOf(ip.version, cidr.prefix)) === cidr.network;
}

export function formatCidr(cidr: Cidr): string {
  return `${formatIp({ version: cidr.version, value: cidr.network })}/${cidr.prefix}`;
}

const cidr = (text: string): Cidr => {
  const parsed = parseCidr(text);
  if (!parsed) throw new Error(`bad built-in CIDR ${text}`);
  return parsed;
};

/** Why an address is not a public one; the guard refuses these unless QUIRE_EGRESS_ALLOW names them. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared (CGNAT)'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  | 'cloud metadata';

/**
 * Cloud instance-metadata endpoints: refused whatever QUIRE_EGRESS_ALLOW says, because they
 * hand out the credentials of the machine the worker runs on. (AWS/GCP/Azure/OpenStack,
 * AWS ECS task metadata, Alibaba Cloud, AWS over IPv6.)
 */
export const METADATA_ADDRESSES: readonly IpAddress[] = ['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254'].map(
  (text) => parseIp(text) as IpAddress,
);

const SPECIAL_RANGES: readonly [Cidr, AddressKind][] = [
  [cidr('0.0.0.0/8'), 'unspecified'],
  [cidr('10.0.0.0/8'), 'private'],
  [cidr('100.64.0.0/10'), 'shared (CGNAT)'],
  [cidr('127.0.0.0/8'), 'loopback'],
  [cidr('169.254.0.0/16'), 'link-local'],
  [cidr('172.16.0.0/12'), 'private'],
  [cidr('192.0.0.0/24'), 'reserved'],
  [cidr('192.0.2.0/24'), 'reserved'],
  [cidr('192.88.99.0/24'), 'reserved'],
  [cidr('192.168.0.0/16'), 'private'],
  [cidr('198.18.0.0/15'), 'reserved'],
  [cidr('198.51.100.0/24'), 'reserved'],
  [cidr('203.0.113.0/24'), 'reserved'],
  [cidr('224.0.0.0/4'), 'multicast'],
  [cidr('240.0.0.0/4'), 'reserved'],
  [cidr('::/128'), 'unspecified'],
  [cidr('::1/128'), 'loopback'],
  // IPv4-compatible addresses (deprecated); the mapped ones are unwrapped before this table.
  [cidr('::/96'), 'reserved'],
  [cidr('64:ff9b:1::/48'), 'reserved'],
  [cidr('100::/64'), 'reserved'],
  // Teredo: the IPv4 address inside is obfuscated and reached through a relay.
  [cidr('2001::/32'), 'reserved'],
  [cidr('2001:db8::/32'), 'reserved'],
  [cidr('fc00::/7'), 'private'],
  [cidr('fe80::/10'), 'link-local'],
  [cidr('fec0::/10'), 'private'],
  [cidr('ff00::/8'), 'multicast'],
];

const MAPPED = cidr('::ffff:0:0/96');
const NAT64 = cidr('64:ff9b::/96');
const SIX_TO_FOUR = cidr('2002::/16');

/**
 * The IPv4 address an IPv6 address stands for: IPv4-mapped (::ffff:a.b.c.d, which the
 * kernel connects to over IPv4), NAT64 (64:ff9b::/96) and 6to4 (2002::/16), whose gateways
 * forward to the IPv4 address inside.
 */
export function embeddedIpv4(ip: IpAddress): IpAddress | undefined {
  if (ip.version !== 6) return undefined;
  if (cidrContains(MAPPED, ip) || cidrContains(NAT64, ip)) return { version: 4, value: ip.value & 0xffffffffn };
  if (cidrContains(SIX_TO_FOUR, ip)) return { version: 4, value: (ip.value >> 80n) & 0xffffffffn };
  return undefined;
}

const sameIp = (a: IpAddress, b: IpAddress) => a.version === b.version && a.value === b.value;

/** What kind of address this is, looking through the IPv6 forms that carry an IPv4 address. */
export function classifyAddress(ip: IpAddress): AddressKind {
  const candidates = [ip, embeddedIpv4(ip)].filter((candidate): candidate is IpAddress => candidate !== undefined);
  if (candidates.some((candidate) => METADATA_ADDRESSES.some((metadata) => sameIp(metadata, candidate)))) return 'cloud metadata';
  for (const candidate of candidates.reverse()) {
    const special = SPECIAL_RANGES.find(([range]) => cidrContains(range, candidate));
    if (special) return special[1];
  }
  return 'public';
}

/** One entry of QUIRE_EGRESS_ALLOW. */
export type AllowRule = { type: 'cidr'; cidr: Cidr } | { type: 'host-port'; host: string; port: number };

/**
 * Parses QUIRE_EGRESS_ALLOW: comma-separated CIDRs ("10.0.0.0/8", "fd00::/8", a bare address
 * for itself) and host:port pairs ("git.internal:3000", "192.168.1.5:443", "[fd00::5]:443").
 * Throws one error naming every entry it cannot read.
 */
export function parseAllowList(value: string | undefined): AllowRule[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const rules: AllowRule[] = [];
  const bad: string[] = [];
  for (const entry of entries) {
    const rule = parseAllowRule(entry);
    if (rule) rules.push(rule);
    else bad.push(entry);
  }
  if (bad.length > 0) {
    throw new Error(
      `cannot read ${bad.map((entry) => JSON.stringify(entry)).join(', ')}: each entry is a CIDR (10.0.0.0/8, fd00::/8, 127.0.0.1) or host:port (git.internal:3000, [fd00::5]:443)`,
    );
  }
  return rules;
}

function parseAllowRule(entry: string): AllowRule | undefined {
  if (entry.includes('/') || net.isIP(entry)) {
    const parsed = parseCidr(entry);
    return parsed ? { type: 'cidr', cidr: parsed } : undefined;
  }
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/.exec(entry);
  if (!match) return undefined;
  const port = Number(match[3]);
  if (port < 1 || port > 65535) return undefined;
  if (match[1] !== undefined) {
    const ip = parseIp(match[1]);
    return ip?.version === 6 ? { type: 'host-port', host: formatIp(ip), port } : undefined;
  }
  const host = match[2].toLowerCase().replace(/\.$/, '');
  if (host === '' || host.split('.').some((label) => label === '' || label.length > 63)) return undefined;
  const ip = parseIp(host);
  return { type: 'host-port', host: ip ? formatIp(ip) : host, port };
}

export function formatAllowRule(rule: AllowRule): string {
  if (rule.type === 'cidr') return formatCidr(rule.cidr);
  return rule.host.includes(':') ? `[${rule.host}]:${rule.port}` : `${rule.host}:${rule.port}`;
}

export type AddressVerdict = { allowed: true; kind: AddressKind } | { allowed: false; kind: AddressKind };

/**
 * Whether a connection to `address` for the URL host `host` on `port` may be made: public
 * addresses always, cloud metadata never, anything else when an allow rule names it (a CIDR
 * holding the address or the IPv4 address inside it, or the URL's host and port).
 */
export function checkAddress(rules: readonly AllowRule[], host: string, port: number, address: IpAddress): AddressVerdict {
  const kind = classifyAddress(address);
  if (kind === 'public') return { allowed: true, kind };
  if (kind === 'cloud metadata') return { allowed: false, kind };
  const candidates = [address, embeddedIpv4(address)].filter((candidate): candidate is IpAddress => candidate !== undefined);
  const hostName = host.toLowerCase().replace(/\.$/, '');
  const allowed = rules.some((rule) => {
    if (rule.type === 'cidr') return candidates.some((candidate) => cidrContains(rule.cidr, candidate));
    if (rule.port !== port) return false;
    return rule.host === hostName || candidates.some((candidate) => formatIp(candidate) === rule.host);
  });
  return { allowed, kind };
}
