/**
 * Prints a receipt (./facts.ts) as an A4 PDF with pdf-lib, in the booking's language. The
 * font is DejaVu Sans from the dejavu-fonts-ttf package, embedded (subset), so umlauts, ß and
 * the Swiss apostrophe of amounts print everywhere; nothing is fetched at run time.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { DateTime } from 'luxon';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatChf } from '@/i18n/format';
import type { TextVariant } from '@/i18n/germanyGerman';
import { appointmentSpan } from '@/server/notify/dates';
import type { EmailTexts } from '@/server/notify/emailTexts';
import type { ReceiptFacts } from './facts';

/** A4 in PDF points (1/72 in). */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const ZONE = 'Europe/Zurich';

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
function fontFiles() {
  // Resolved at run time from web/ (node_modules may be hoisted to the repository root).
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const file = (name: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
  fonts ??= Promise.all([file('DejaVuSans.ttf'), file('DejaVuSans-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fonts;
}

const money = (cents: number) => formatChf(cents / 100);

function day(at: Date): string {
  return DateTime.fromJSDate(at).setZone(ZONE).toFormat('dd.LL.yyyy');
}

function birthDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = DateTime.fromISO(iso);
  return d.isValid ? d.toFormat('dd.LL.yyyy') : iso;
}

/** Texts of the receipt and the labels it shares with the emails. */
function wordsFor(texts: EmailTexts, facts: ReceiptFacts, now: Date) {
  const variant: TextVariant =
    facts.language === 'de' && facts.locale.toLowerCase() === 'de-de' ? 'de_DE' : facts.language;
  const values = { issued: day(now), clinic: facts.clinic.name };
  return {
    r: (key: string) => texts.text('receipt', key, variant, values),
    c: (key: string) => texts.text('common', key, variant, values),
  };
}

class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(value: string, opts: { size?: number; bold?: boolean; x?: number } = {}) {
    const size = opts.size ?? 10;
    this.page.drawText(value, {
      x: opts.x ?? MARGIN,
      y: this.y,
      size,
      font: opts.bold ? this.bold : this.regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  }

  line(value: string, opts: { size?: number; bold?: boolean } = {}) {
    this.text(value, opts);
    this.y -= (opts.size ?? 10) * 1.45;
  }

  /** A label on the left, an amount right-aligned. */
  row(label: string, amount: string, opts: { bold?: boolean } = {}) {
    const font = opts.bold ? this.bold : this.regular;
    this.text(label, { bold: opts.bold });
    const width = font.widthOfTextAtSize(amount, 10);
    this.text(amount, { bold: opts.bold, x: A4[0] - MARGIN - width });
    this.y -= 14.5;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 10 },
      end: { x: A4[0] - MARGIN, y: this.y + 10 },
      thickness: 0.6,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= 4;
  }

  gap(points = 10) {
    this.y -= points;
  }
}

/**
 * The statement of the booking (every payment and refund) or, with `single`, the receipt of
 * that one payment: what was received, what was paid in total up to it and what was still due
 * after it.
 */
export async function renderReceiptPdf(
  facts: ReceiptFacts,
  texts: EmailTexts,
  now: Date,
  /** Index in `facts.payments` of the one payment to print; the statement when absent. */
  single = -1,
): Promise<Uint8Array> {
  const { r, c } = wordsFor(texts, facts, now);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = await fontFiles();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const title = single >= 0 ? r('paymentTitle') : r('title');
  doc.setTitle(`${title} ${facts.reference}`);
  doc.setLanguage(facts.language === 'de' ? 'de-CH' : 'en-GB');
  doc.setProducer(facts.clinic.name);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const w = new Writer(doc.addPage(A4), regular, bold);

  w.line(facts.clinic.name, { size: 14, bold: true });
  for (const l of facts.clinic.address) w.line(l);
  w.line([facts.clinic.email, facts.clinic.phone].filter(Boolean).join(' · '));
  w.gap(16);
  w.line(`${title} ${facts.reference}`, { size: 18, bold: true });
  w.line(r('issued'));
  w.gap(8);

  const details: [string, string | null][] = [
    [r('patient'), facts.patient.name || null],
    [r('birthDate'), birthDate(facts.patient.birthDate)],
    [c('reference'), facts.reference],
    [c('date'), appointmentSpan(facts.start, facts.end, facts.language)],
    [c('location'), `${facts.location.name}, ${facts.location.address}`],
  ];
  for (const [label, value] of details) {
    if (!value) continue;
    w.text(label, { bold: true });
    w.text(value, { x: MARGIN + 110 });
    w.y -= 14.5;
  }
  if (facts.cancelled) {
    w.gap(4);
    w.line(r('cancelled'), { bold: true });
  }

  w.gap(12);
  w.line(r('services'), { size: 12, bold: true });
  for (const l of facts.lines) w.row(l.label, money(l.cents));
  for (const d of facts.discounts) w.row(d.label, money(-Math.abs(d.cents)));
  w.rule();
  w.row(c('total'), money(facts.totalCents), { bold: true });

  if (single >= 0) {
    const payment = facts.payments[single];
    const paidSoFar = facts.payments.slice(0, single + 1).reduce((sum, p) => sum + p.cents, 0);
    w.gap(12);
    w.line(r('received'), { size: 12, bold: true });
    w.row(`${day(payment.at)}  ${r(payment.method)}`, money(payment.cents), { bold: true });
    w.gap(12);
    w.rule();
    w.row(r('paidSoFar'), money(paidSoFar));
    w.row(r('balanceAfter'), money(Math.max(0, facts.totalCents - paidSoFar)), { bold: true });
    w.gap(24);
    w.line(r('paymentFooter'), { size: 8 });
    return doc.save();
  }

  w.gap(12);
  w.line(r('payments'), { size: 12, bold: true });
  for (const p of facts.payments) w.row(`${day(p.at)}  ${r(p.method)}`, money(p.cents));
  if (facts.payments.length === 0) w.row(c('paid'), money(0));

  if (facts.refunds.length > 0) {
    w.gap(12);
    w.line(r('refunds'), { size: 12, bold: true });
    for (const f of facts.refunds) w.row(`${day(f.at)}  ${c('refunded')}`, money(-f.cents));
  }

  w.gap(12);
  w.rule();
  w.row(r('balance'), money(facts.balanceCents), { bold: true });
  if (facts.balanceCents === 0) w.line(r('nothingDue'));

  w.gap(24);
  w.line(r('footer'), { size: 8 });
  return doc.save();
}
