/**
 * The client a hold came from, as stored on the hold: a keyed digest of its identity
 * (server/http/client-key.ts: the socket address unless TRUSTED_PROXY_HOPS), never the address.
 * Under the blind index's current key (privacy/keys.ts); after a key rotation, holds made
 * before it (minutes old at most) are not counted, which the short hold time makes harmless.
 */
import { createHmac } from 'node:crypto';
import { keyring } from '@/server/privacy/keys';

export function clientHash(clientKey: string): string {
  return createHmac('sha256', keyring().current.indexSecret)
    .update(`client:${clientKey}`, 'utf8')
    .digest('hex');
}
