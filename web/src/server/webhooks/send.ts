/**
 * One HTTP try (docs/webhooks.md "Signing"): POST the event's JSON with the Standard Webhooks
 * headers, signed by the maintained `standardwebhooks` package (no hand-written HMAC). During a
 * rotation's overlap both secrets sign (two space-separated signatures, as the standard allows),
 * so a receiver holding either verifies. No redirects are followed; only 2xx counts.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { Webhook } from 'standardwebhooks';
import {
  guardedLookup,
  isPrivateAddress,
  literalAddressOf,
  privateTargetsAllowed,
  RefusedAddressError,
} from './address-guard';

export const TRY_TIMEOUT_MS = 15_000;

export function signatureHeader(
  secrets: readonly string[],
  msgId: string,
  at: Date,
  body: string,
): string {
  return secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' ');
}

export type TryOutcome = {
  ok: boolean;
  status: number | null;
  durationMs: number;
  /** Why there was no 2xx, short and without the answer's body. */
  error: string | null;
};

export type SendOptions = {
  env?: Record<string, string | undefined>;
  /** Replaces DNS (tests). */
  resolve?: (host: string) => Promise<LookupAddress[]>;
  timeoutMs?: number;
};

export async function sendSigned(
  url: string,
  headers: { id: string; timestamp: Date; signature: string },
  body: string,
  options: SendOptions = {},
): Promise<TryOutcome> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): TryOutcome => ({
    ok: status !== null && status >= 200 && status < 300,
    status,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return done(null, 'invalid-url');
  }
  const guard = !privateTargetsAllowed(options.env);
  const literal = literalAddressOf(target.hostname);
  if (guard && literal && isPrivateAddress(literal)) return done(null, 'address-refused');
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<TryOutcome>((resolve) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'clinic-booking-webhooks/1',
          'webhook-id': headers.id,
          'webhook-timestamp': String(Math.floor(headers.timestamp.getTime() / 1000)),
          'webhook-signature': headers.signature,
          'content-length': Buffer.byteLength(body),
        },
        timeout: options.timeoutMs ?? TRY_TIMEOUT_MS,
        ...(guard ? { lookup: guardedLookup(options.resolve) as never } : {}),
      },
      (res) => {
        // The answer's body is read and dropped: nothing of it is kept (docs/webhooks.md).
        res.resume();
        res.on('end', () => resolve(done(res.statusCode ?? null, null)));
        res.on('error', () => resolve(done(res.statusCode ?? null, null)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: Error & { code?: string }) => {
      if (err instanceof RefusedAddressError) return resolve(done(null, 'address-refused'));
      resolve(done(null, err.message === 'timeout' ? 'timeout' : (err.code ?? 'network-error')));
    });
    req.end(body);
  });
}
