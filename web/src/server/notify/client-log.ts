/**
 * Client log entries (POST /api/log) into the structured server log, without personal data:
 * fields whose names suggest personal data are dropped, and anything email- or phone-like in
 * the remaining values is masked. Entries are bounded by the route's schema.
 */
import type { z } from 'zod';
import type { logRequestSchema } from '@/contracts/log';
import { log, type LogFields } from '@/server/log';

export type ClientLogEntry = z.infer<typeof logRequestSchema>;

const PERSONAL_KEY_PART =
  /(e-?mail|phone|street|address|postal|birth|password|secret|token|iban|card)/i;
const PERSONAL_KEY = /^(tel|name|first_?name|last_?name|full_?name|city|zip|sex|gender|ip)$/i;
const EMAIL = /[^\s@"'<>,;]+@[^\s@"'<>,;]+\.[A-Za-z]{2,}/g;
// Phone-like: 8+ digits, optionally with +, spaces, dots, dashes or brackets between them.
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/g;
// Dates are not phone numbers, and they are useful in logs.
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function redact(value: string): string {
  return value
    .replace(EMAIL, '[email]')
    .replace(PHONE, (match) =>
      match.replace(/\D/g, '').length >= 8 && !DATE.test(match.trim()) ? '[phone]' : match,
    );
}

export function sanitizeFields(fields: ClientLogEntry['fields']): LogFields {
  const clean: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (PERSONAL_KEY_PART.test(key) || PERSONAL_KEY.test(key)) continue;
    clean[key] = typeof value === 'string' ? redact(value) : value;
  }
  return clean;
}

/** Writes the entry as `client.<event>`; the client cannot overwrite the server's own keys. */
export function writeClientLog(entry: ClientLogEntry): void {
  const fields = sanitizeFields(entry.fields);
  delete fields.time;
  delete fields.level;
  delete fields.event;
  log[entry.level](`client.${redact(entry.event)}`, { ...fields, source: 'client' });
}
