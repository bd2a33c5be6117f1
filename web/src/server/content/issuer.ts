/**
 * The issuer of a booking's receipts (docs/payments.md, "Receipts"): legal name, postal
 * address, ZSR and GLN numbers and the VAT note from Settings, each overridden by the booked
 * location's own value when it has one. Read from today's content, not the booking's
 * snapshot (docs/identity-and-snapshot.md, "What the snapshot leaves to content").
 */
import { z } from 'zod';
import { RECEIPT_DEFAULTS } from 'schemas/src/defaults';
import { glnProblem, zsrProblem } from 'schemas/src/lib/rules';
import { log } from '../log';
import { receiptIssuerQuery } from './queries';
import type { ReceiptIssuerQueryResult } from './sanity.types';
import { getContentSource, type FetchOptions } from './source';

export type ReceiptIssuer = {
  /** Settings' clinic name and contact (the emails' sender). */
  clinicName: string;
  clinicEmail: string;
  clinicPhone: string | null;
  /** The company as registered; the clinic name when none is set. */
  legalName: string;
  /** Postal address, one line per entry; empty when none is set. */
  address: string[];
  zsrNumber: string | null;
  glnNumber: string | null;
  vatNote: { en: string; de: string; de_DE: string | null };
};

const text = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

const issuerFieldsSchema = z.object({
  clinicLegalName: text,
  clinicAddress: text,
  clinicZsrNumber: text,
  clinicGlnNumber: text,
  vatNote_en: text,
  vatNote_de: text,
  vatNote_de_DE: text,
});
type IssuerFields = z.output<typeof issuerFieldsSchema>;

export const receiptIssuerContentSchema = z.object({
  settings: issuerFieldsSchema
    .extend({
      clinicName: z.string().min(1),
      clinicEmail: z.string().min(1),
      clinicPhone: text,
    })
    .nullish(),
  location: issuerFieldsSchema.nullish(),
});
export type ReceiptIssuerContent = z.input<typeof receiptIssuerContentSchema>;

const FALLBACK = { clinicName: 'Check-up Clinic', clinicEmail: 'info@checkup-clinic.ch' };

/** A ZSR or GLN that fails Studio's rule is left off the receipt and logged. */
function checked(
  value: string | null,
  problem: (v: unknown) => true | { 'en-US': string },
  field: string,
): string | null {
  if (value === null) return null;
  const verdict = problem(value);
  if (verdict === true) return value;
  // Studio's message in both interface languages; the log keeps its English.
  log.warn('receipt-issuer-invalid', { field, problem: verdict['en-US'] });
  return null;
}

/** Settings with the location's overrides: each field its own, the VAT note as a pair. */
export function mergeReceiptIssuer(content: ReceiptIssuerContent | null): ReceiptIssuer {
  const parsed = receiptIssuerContentSchema.safeParse(content ?? {});
  if (!parsed.success) log.warn('content-document-invalid', { type: 'receiptIssuer' });
  const settings = parsed.success ? parsed.data.settings : null;
  const location: Partial<IssuerFields> = (parsed.success && parsed.data.location) || {};
  const own = <K extends keyof IssuerFields>(key: K) => location[key] ?? settings?.[key] ?? null;
  const vat =
    location.vatNote_en && location.vatNote_de
      ? location
      : settings?.vatNote_en && settings.vatNote_de
        ? settings
        : null;
  return {
    clinicName: settings?.clinicName ?? FALLBACK.clinicName,
    clinicEmail: settings?.clinicEmail ?? FALLBACK.clinicEmail,
    clinicPhone: settings?.clinicPhone ?? null,
    legalName: own('clinicLegalName') ?? settings?.clinicName ?? FALLBACK.clinicName,
    address: (own('clinicAddress') ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    zsrNumber: checked(own('clinicZsrNumber'), zsrProblem, 'clinicZsrNumber'),
    glnNumber: checked(own('clinicGlnNumber'), glnProblem, 'clinicGlnNumber'),
    vatNote: vat
      ? { en: vat.vatNote_en!, de: vat.vatNote_de!, de_DE: vat.vatNote_de_DE ?? null }
      : { en: RECEIPT_DEFAULTS.vatNote_en, de: RECEIPT_DEFAULTS.vatNote_de, de_DE: null },
  };
}

/** The issuer for a booking at `locationId`; the built-in issuer when content cannot be read. */
export async function getReceiptIssuer(
  locationId: string,
  options?: FetchOptions,
): Promise<ReceiptIssuer> {
  const content = await getContentSource()
    .fetch<ReceiptIssuerQueryResult>(receiptIssuerQuery, { locationId }, options)
    .catch((error: unknown) => {
      log.warn('receipt-issuer-unreadable', { error: String(error) });
      return null;
    });
  return mergeReceiptIssuer(content);
}
