import type { IncomingMessage } from 'node:http';

/**
 * Who is calling, for rate limits. Behind TRUSTED_PROXY_HOPS proxies (default 1: the load
 * balancer or platform edge), each proxy appends the address it saw to X-Forwarded-For, so
 * the client is the entry that many places from the right; anything further left was written
 * by the client itself and could be forged to dodge the limits. With 0 hops, the socket
 * address. Never logged (it is personal data).
 */
export function clientKey(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustedHops: number = trustedProxyHops(),
): string {
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...hops, req.socket?.remoteAddress ?? 'unknown'];
  // Fewer entries than trusted proxies: the request did not pass them all; take the oldest.
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 0 ? hops : 1;
}
