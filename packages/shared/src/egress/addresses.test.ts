import { checkAddress, classifyAddress, formatIp, parseAllowList, parseCidr, parseIp, type IpAddress } from './addresses';

const ip = (text: string): IpAddress => {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(`not an address: ${text}`);
  return parsed;
};

describe('parseIp / formatIp', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['::', '::'],
    ['[fe80::1%eth0]', 'fe80::1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3'],
  ])('%s', (text, formatted) => {
    expect(formatIp(ip(text))).toBe(formatted);
  });

  it('rejects what is not an address', () => {
    for (const text of ['localhost', '1.2.3', '256.1.1.1', '1::2::3', '12345::', '']) expect(parseIp(text)).toBeUndefined();
  });
});

describe('classifyAddress', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['2606:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['100.100.100.200', 'cloud metadata'],
    // IPv6 forms that carry an IPv4 address are judged by that address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
    ['::ffff:93.184.216.34', 'public'],
    ['64:ff9b::a9fe:a9fe', 'cloud metadata'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['::127.0.0.1', 'reserved'],
  ])('%s is %s', (text, kind) => {
    expect(classifyAddress(ip(text))).toBe(kind);
  });
});

describe('parseAllowList', () => {
  it('reads CIDRs, bare addresses and host:port pairs', () => {
    expect(parseAllowList(' 10.0.0.0/8, fd00::/8,127.0.0.1 , Git.Internal:3000, [fd00::5]:443, 192.168.1.5:80,')).toEqual([
      { type: 'cidr', cidr: parseCidr('10.0.0.0/8') },
      { type: 'cidr', cidr: parseCidr('fd00::/8') },
      { type: 'cidr', cidr: parseCidr('127.0.0.1/32') },
      { type: 'host-port', host: 'git.internal', port: 3000 },
      { type: 'host-port', host: 'fd00::5', port: 443 },
      { type: 'host-port', host: '192.168.1.5', port: 80 },
    ]);
    expect(parseAllowList('')).toEqual([]);
    expect(parseAllowList(undefined)).toEqual([]);
  });

  it('names every entry it cannot read', () => {
    expect(() => parseAllowList('10.0.0.0/33,git.internal,10.0.0.0/8,host:0,http://x:1,[::1]')).toThrow(
      /"10\.0\.0\.0\/33", "git\.internal", "host:0", "http:\/\/x:1", "\[::1\]"/,
    );
    // An IPv6 address with a port needs brackets: without, it is an address.
    expect(parseAllowList('fd00::5:443')).toEqual([{ type: 'cidr', cidr: parseCidr('fd00::5:443/128') }]);
  });
});

describe('checkAddress', () => {
  const rules = parseAllowList('10.0.0.0/8,git.internal:3000,127.0.0.1:8080,0.0.0.0/0');

  it('lets public addresses through without a rule', () => {
    expect(checkAddress([], 'example.com', 443, ip('93.184.216.34')).allowed).toBe(true);
  });

  it('refuses special addresses without a rule', () => {
    expect(checkAddress([], 'localhost', 80, ip('127.0.0.1'))).toEqual({ allowed: false, kind: 'loopback' });
    expect(checkAddress([], 'x', 80, ip('::ffff:192.168.0.1'))).toEqual({ allowed: false, kind: 'private' });
  });

  it('allows by CIDR (also the IPv4 address inside an IPv6 one) and by host:port', () => {
    const narrow = parseAllowList('10.0.0.0/8,git.internal:3000,127.0.0.1:8080');
    expect(checkAddress(narrow, 'a', 80, ip('10.9.9.9')).allowed).toBe(true);
    expect(checkAddress(narrow, 'a', 80, ip('::ffff:10.9.9.9')).allowed).toBe(true);
    expect(checkAddress(narrow, 'Git.Internal.', 3000, ip('192.168.7.7')).allowed).toBe(true);
    expect(checkAddress(narrow, 'git.internal', 3001, ip('192.168.7.7')).allowed).toBe(false);
    expect(checkAddress(narrow, 'localhost', 8080, ip('127.0.0.1')).allowed).toBe(true);
    expect(checkAddress(narrow, 'localhost', 8081, ip('127.0.0.1')).allowed).toBe(false);
  });

  it('refuses cloud metadata whatever the rules say', () => {
    const everything = parseAllowList('0.0.0.0/0,::/0,169.254.169.254,metadata.google.internal:80');
    expect(checkAddress(rules, 'x', 80, ip('169.254.169.254')).allowed).toBe(false);
    expect(checkAddress(everything, 'metadata.google.internal', 80, ip('169.254.169.254')).allowed).toBe(false);
    expect(checkAddress(everything, 'x', 80, ip('::ffff:169.254.169.254')).allowed).toBe(false);
    expect(checkAddress(everything, 'x', 80, ip('fd00:ec2::254')).allowed).toBe(false);
    expect(checkAddress(everything, 'x', 80, ip('169.254.1.1')).allowed).toBe(true);
  });
});
