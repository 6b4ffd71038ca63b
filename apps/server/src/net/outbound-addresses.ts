// Where Cairn itself may connect on a user's behalf (an API connection's token endpoint, a broker's
// SFTP host). Those addresses are typed in by Engagements Writers; without this guard a saved
// `http://169.254.169.254/...` or `http://localhost:5432` would let the server probe its own network
// (SSRF). Private, loopback, link-local and other special-purpose addresses are refused unless
// CAIRN_OUTBOUND_ALLOW lists them. The check runs on the addresses the connection really uses
// (a `lookup` for the socket, or a resolved address connected to directly), so a name that resolves
// differently the second time (DNS rebinding) cannot slip through.
import dns from 'node:dns';
import net from 'node:net';

/** Special-purpose ranges (RFC 6890 and successors) a user-given address must not reach. */
const SPECIAL_PURPOSE: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

/** Names CAIRN_OUTBOUND_ALLOW accepts besides addresses and ranges (as CAIRN_TRUST_PROXY does). */
const NAMED_RANGES: Record<string, ReadonlyArray<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

export class OutboundAddressRefused extends Error {}

const family = (address: string): 'ipv4' | 'ipv6' => (net.isIPv4(address) ? 'ipv4' : 'ipv6');

/** `::ffff:10.0.0.1` is 10.0.0.1: check the IPv4 address an IPv4-mapped IPv6 address carries. */
const unmapped = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
};

export class OutboundAddresses {
  private readonly special = new net.BlockList();
  private readonly allowed = new net.BlockList();

  /** `allow`: CAIRN_OUTBOUND_ALLOW's entries (addresses, ranges, loopback/linklocal/uniquelocal). */
  constructor(allow: readonly string[]) {
    for (const [address, prefix, type] of SPECIAL_PURPOSE) this.special.addSubnet(address, prefix, type);
    for (const entry of allow) {
      const named = NAMED_RANGES[entry];
      if (named) {
        for (const [address, prefix, type] of named) this.allowed.addSubnet(address, prefix, type);
        continue;
      }
      const [address, prefix] = entry.split('/');
      if (prefix === undefined) this.allowed.addAddress(address, family(address));
      else this.allowed.addSubnet(address, Number(prefix), family(address));
    }
  }

  /** Whether Cairn may connect to this IP address. */
  permits(address: string): boolean {
    const ip = unmapped(address);
    if (!net.isIP(ip)) return false;
    if (this.allowed.check(ip, family(ip))) return true;
    return !this.special.check(ip, family(ip));
  }

  private refusal(host: string, address: string) {
    return new OutboundAddressRefused(
      `${host} is a private or local address (${address}); Cairn does not connect there unless CAIRN_OUTBOUND_ALLOW lists it.`,
    );
  }

  /** Resolves `host` and answers the address to connect to, refusing when any of its addresses is not permitted. */
  async resolve(host: string): Promise<string> {
    if (net.isIP(host)) {
      if (!this.permits(host)) throw this.refusal(host, host);
      return host;
    }
    const addresses = await dns.promises.lookup(host, { all: true });
    const refused = addresses.find((a) => !this.permits(a.address));
    if (refused) throw this.refusal(host, refused.address);
    return addresses[0].address;
  }

  /** A `lookup` for http(s).request / net.connect that refuses addresses not permitted. */
  readonly lookup: net.LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      const refused = list.find((a) => !this.permits(a.address));
      if (refused) return callback(this.refusal(hostname, refused.address), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
