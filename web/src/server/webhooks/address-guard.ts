/**
 * No request to a private, loopback or link-local address (docs/webhooks.md "Where a webhook may
 * go"): a subscription's URL could otherwise make the server call the clinic's own network. The
 * check is on the addresses DNS gives at the moment of sending (the socket's own lookup), so a
 * name that later resolves elsewhere (DNS rebinding) is caught too. In production it is on
 * unless the operator sets WEBHOOK_ALLOW_PRIVATE_TARGETS=true (a CRM inside the clinic's
 * network); outside production private targets are allowed (a receiver on localhost).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** True for an address no webhook may reach unless allowed (IPv4-mapped IPv6 as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an address at all: refuse
}

export function privateTargetsAllowed(env: Record<string, string | undefined> = process.env) {
  const setting = env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  if (setting === 'true' || setting === '1') return true;
  if (setting === 'false' || setting === '0') return false;
  return env.NODE_ENV !== 'production';
}

export class RefusedAddressError extends Error {
  readonly code = 'webhook-address-refused';
  constructor(readonly address: string) {
    super(`webhook target ${address} is a private, loopback or link-local address`);
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that resolves like Node's and refuses when any address is
 * private. `resolve` is replaceable for tests (a name that resolves to 10.0.0.5).
 */
export function guardedLookup(
  resolve: (host: string) => Promise<LookupAddress[]> = (host) =>
    new Promise((ok, fail) =>
      dnsLookup(host, { all: true }, (err, addrs) => (err ? fail(err) : ok(addrs))),
    ),
) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => isPrivateAddress(a.address));
        if (refused) return callback(new RefusedAddressError(refused.address), []);
        if (addresses.length === 0) return callback(new Error(`no address for ${hostname}`), []);
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}

/** An IP written into the URL itself never reaches `lookup`: checked here before sending. */
export function literalAddressOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}
