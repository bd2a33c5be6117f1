import type { IncomingMessage } from 'node:http';

/**
 * Who is calling, for rate limits. By default (TRUSTED_PROXY_HOPS=0) the socket address:
 * X-Forwarded-For is written by whoever sends the request, so without a proxy in front it
 * names whatever the client likes and would void every per-client limit. Behind N proxies
 * (TRUSTED_PROXY_HOPS=N, each appending the address it saw), the client is the entry N places
 * from the right; anything further left was written by the client itself. Never logged (it is
 * personal data).
 */
export function clientKey(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustedHops: number = trustedProxyHops(),
): string {
  const socketAddress = req.socket?.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return socketAddress;
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...hops, socketAddress];
  // Fewer entries than trusted proxies: the request did not pass them all; take the oldest.
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustedProxyHops(): number {
  const raw = process.env.TRUSTED_PROXY_HOPS;
  if (raw === undefined || raw.trim() === '') return 0;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}
