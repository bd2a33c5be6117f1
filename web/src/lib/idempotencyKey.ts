/**
 * A fresh Idempotency-Key for one Reserve attempt: apiFetch's own retries of that request
 * carry the same key, so the server answers them with the one reservation it made.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
