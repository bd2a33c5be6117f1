/**
 * The email preview's variants (shared/previewVariants.ts): each renders, and says what makes
 * it a variant; the sample receipt prints the issuer and the sample, and a cancelled booking's
 * statement is titled as one (docs/preview.md "Variants", "The receipt").
 */
import { mergeReceiptIssuer } from '@/server/content';
import { BUILT_IN_EMAIL_TEXTS } from '@/server/notify';
import { EMAIL_VARIANTS, RECEIPT_VARIANTS, variantsOf } from '@/shared/previewVariants';
import { pdfText } from '@/test/pdf-text';
import { renderSampleEmailWithTexts } from './sampleEmail';
import { seedSample } from './__fixtures__/sample';
import { renderSampleReceipt } from './sampleReceipt';

const NOW = new Date('2026-11-27T10:00:00Z');

const sample = () => seedSample('de-ch', NOW);

/** The email texts (`email.key`) the variant's email shows. */
async function textsOf(kind: keyof typeof EMAIL_VARIANTS, variant: string): Promise<string[]> {
  const { mail, texts } = renderSampleEmailWithTexts(
    kind,
    await sample(),
    [],
    null,
    variant as never,
  );
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\{\s*\w+\s*\}\}/);
  return texts.map((t) => t.id);
}

describe('email variants', () => {
  it('each variant of each email renders differently', async () => {
    for (const [kind, variants] of Object.entries(EMAIL_VARIANTS)) {
      const bodies = new Set<string>();
      for (const variant of variants) {
        const { mail } = renderSampleEmailWithTexts(
          kind as keyof typeof EMAIL_VARIANTS,
          await sample(),
          [],
          null,
          variant,
        );
        bodies.add(mail.text);
      }
      expect({ kind, distinct: bodies.size }).toEqual({ kind, distinct: variants.length });
    }
  });

  it('a cancellation says what was refunded, what was kept, or that nothing was paid', async () => {
    const refunded = await textsOf('cancelled', 'refunded');
    expect(refunded).toContain('cancelled.refund');
    expect(refunded).not.toContain('cancelled.kept');
    const kept = await textsOf('cancelled', 'deposit-kept');
    expect(kept).toEqual(expect.arrayContaining(['cancelled.kept', 'cancelled.refund']));
    const nothing = await textsOf('cancelled', 'nothing-paid');
    expect(nothing).toContain('cancelled.nothingPaid');
    expect(nothing).not.toContain('cancelled.refund');
  });

  it("the partner's notice: their appointment stays, or the invitation is withdrawn", async () => {
    expect(await textsOf('partner-cancelled', 'partner-stays')).toContain(
      'partnerCancellation.stays',
    );
    const withdrawn = await textsOf('partner-cancelled', 'invitation-withdrawn');
    expect(withdrawn).toContain('partnerCancellation.withdrawn');
    expect(withdrawn).not.toContain('partnerCancellation.stays');
  });

  it('a kind without variants has none; the receipt has its two', () => {
    expect(variantsOf('payment-link')).toEqual([]);
    expect(variantsOf('receipt')).toEqual(RECEIPT_VARIANTS);
  });
});

describe('the sample receipt', () => {
  it('prints the issuer, the sample and its payment; a cancellation is titled as one', async () => {
    const issuer = mergeReceiptIssuer(null);
    const r = (key: string) => BUILT_IN_EMAIL_TEXTS.text('receipt', key, 'de', {});
    const statement = await renderSampleReceipt(await sample(), issuer, 'statement', [], null, NOW);
    const text = await pdfText(statement.pdf);
    expect(text).toContain('PREVIEW-SAMPLE');
    expect(text).toContain(issuer.legalName);
    expect(text).toContain('Maria Muster');
    expect(text).toContain(r('services'));
    expect(statement.texts.map((t) => t.id)).toEqual(
      expect.arrayContaining(['receipt.title', 'receipt.payments']),
    );
    const cancelled = await renderSampleReceipt(
      await sample(),
      issuer,
      'cancellation',
      [],
      null,
      NOW,
    );
    const cancelledText = await pdfText(cancelled.pdf);
    expect(cancelledText).toContain(r('cancelledTitle'));
    expect(cancelledText).toContain(r('refunds'));
    expect(cancelledText).not.toContain(r('footer'));
  });
});
