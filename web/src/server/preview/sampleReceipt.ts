/**
 * The receipt (Quittung, docs/payments.md "Receipts") of the email preview's sample booking, as
 * the site prints it, for editors to see its words before a patient does (docs/preview.md
 * "The receipt"). Built from the sample booking and the draft issuer (Settings and the
 * location's overrides), never from a stored booking.
 */
import type { ReceiptIssuer } from '@/server/content/issuer';
import type { EmailText } from '@/server/content/model';
import type { StegaEncoder } from '@/server/content/stega';
import { BUILT_IN_EMAIL_TEXTS } from '@/server/notify';
import { issuerFacts, renderReceiptPdf, type ReceiptFacts } from '@/server/receipts';
import { listedTexts, recording, type EmailTextShown, type SampleEmailData } from './sampleEmail';

import type { ReceiptVariant } from '@/shared/previewVariants';

const HOUR = 3_600_000;

/**
 * The sample booking's facts: the deposit paid by card a week before, the add-on and the
 * check-up as lines; a cancellation refunded the deposit the next day.
 */
export function sampleReceiptFacts(
  data: SampleEmailData,
  issuer: ReceiptIssuer,
  variant: ReceiptVariant,
  now: Date,
): ReceiptFacts {
  const paidAt = new Date(now.getTime() - 7 * 24 * HOUR);
  const cancelled = variant === 'cancellation';
  return {
    language: data.language,
    locale: data.locale,
    ...issuerFacts(issuer, data.language, data.locale),
    patient: {
      name: 'Maria Muster',
      birthDate: '1978-04-12',
      address: ['Musterstrasse 1', '8001 Zürich'],
    },
    reference: data.reservationName,
    start: data.start,
    end: data.end,
    location: { name: data.locationTitle, address: data.locationAddress },
    lines: (data.lineItems ?? []).map((l) => ({ label: l.label, cents: l.cents })),
    discounts: (data.discounts ?? []).map((d) => ({ label: d.label, cents: d.cents })),
    totalCents: data.totalCents,
    payments: [
      {
        id: 'first',
        intentId: 'preview-sample',
        at: paidAt,
        method: 'card',
        cents: data.paidCents,
      },
    ],
    refunds: cancelled
      ? [{ at: new Date(paidAt.getTime() + 24 * HOUR), cents: data.paidCents }]
      : [],
    invoiced: [],
    balanceCents: cancelled ? 0 : data.balanceCents,
    cancelled,
  };
}

/** The sample receipt's PDF and the texts it prints, each marked with its Studio field. */
export async function renderSampleReceipt(
  data: SampleEmailData,
  issuer: ReceiptIssuer,
  variant: ReceiptVariant,
  docs: readonly EmailText[],
  encode: StegaEncoder | null,
  now: Date = new Date(),
): Promise<{ pdf: Uint8Array; texts: EmailTextShown[] }> {
  const { texts, used } = recording(data.texts ?? BUILT_IN_EMAIL_TEXTS);
  const pdf = await renderReceiptPdf(sampleReceiptFacts(data, issuer, variant, now), texts, now);
  const seen = new Set<string>();
  const once = used.filter(({ email, key, text }) => {
    const id = `${email}.${key}`;
    if (seen.has(id) || text.trim() === '') return false;
    seen.add(id);
    return true;
  });
  return { pdf, texts: listedTexts(once, docs, encode) };
}
