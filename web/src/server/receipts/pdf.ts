/**
 * Prints a receipt (./facts.ts) as an A4 PDF with pdf-lib, in the booking's language. The
 * font is DejaVu Sans from the dejavu-fonts-ttf package, embedded (subset), so umlauts, ß and
 * the Swiss apostrophe of amounts print everywhere; nothing is fetched at run time.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DateTime } from 'luxon';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { formatCents } from '@/i18n/format';
import type { TextVariant } from '@/i18n/germanyGerman';
import { appointmentSpan } from '@/server/notify/dates';
import type { EmailTexts } from '@/server/notify/emailTexts';
import type { ReceiptFacts } from './facts';
import { ZONE } from '@/shared/zone';

/** A4 in PDF points (1/72 in). */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
/** The embedded fonts' files. */
function fontFiles() {
  // Resolved at run time from web/ (node_modules may be hoisted to the repository root).
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const file = (name: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
  fonts ??= Promise.all([file('DejaVuSans.ttf'), file('DejaVuSans-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fonts;
}

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

/**
 * pdf-lib and its font engine, loaded with the first PDF: evaluating them takes 0.2 s in Node
 * and about 0.7 s under Jest's module loader, which every process that imports the job worker
 * (each server start, each database test file) would otherwise pay (docs/performance.md "Test
 * suite time").
 */
let library: Promise<typeof import('pdf-lib') & { fontkit: Fontkit }> | null = null;
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
function pdfLibrary() {
  library ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([pdf, kit]) => ({
    ...pdf,
    fontkit: parsedOnce(kit.default),
  }));
  return library;
}

/**
 * The font engine, parsing each font file once per process instead of once per document, and
 * shaping each text once: parsing the two DejaVu files, then laying out every string (a
 * paragraph's wrap measures each longer prefix), took most of a PDF's time (docs/performance.md
 * "PDFs"). pdf-lib only reads a parsed font and its glyph runs; each document takes its own
 * subset.
 */
function parsedOnce(fontkit: Fontkit): Fontkit {
  const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
  return {
    create(data, postscriptName) {
      if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
      let font = parsed.get(data);
      if (!font) parsed.set(data, (font = shapedOnce(fontkit.create(data))));
      return font;
    },
  };
}

/** Strings laid out and kept per font; past this many the memory starts again. */
const SHAPED_TEXTS = 5_000;

function shapedOnce<F extends ReturnType<Fontkit['create']>>(font: F): F {
  const layout = font.layout.bind(font);
  const runs = new Map<string, ReturnType<F['layout']>>();
  font.layout = ((text, features) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let run = runs.get(key);
    if (!run) {
      if (runs.size >= SHAPED_TEXTS) runs.clear();
      runs.set(key, (run = layout(text, features) as ReturnType<F['layout']>));
    }
    return run;
  }) as F['layout'];
  return font;
}

/**
 * A new A4 document in DejaVu Sans (embedded, subset) with its metadata, and a Writer on its
 * first page: the receipts and the MRI questionnaire's signed copy (server/screening/pdf.ts).
 */
export async function newPdf(meta: {
  title: string;
  /** BCP 47: de-CH, de-DE, en-GB. */
  language: string;
  producer: string;
  now: Date;
}): Promise<Writer> {
  const { PDFDocument, rgb, fontkit } = await pdfLibrary();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = await fontFiles();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  doc.setTitle(meta.title);
  doc.setLanguage(meta.language);
  doc.setProducer(meta.producer);
  doc.setCreationDate(meta.now);
  doc.setModificationDate(meta.now);
  return new Writer(doc, regular, bold, { ink: rgb(0.1, 0.1, 0.1), rule: rgb(0.6, 0.6, 0.6) });
}

/** Writes top-down on A4 pages, wrapping long text and starting a new page when one is full. */
export class Writer {
  y = A4[1] - MARGIN;
  page: PDFPage;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly colors: { ink: Color; rule: Color },
  ) {
    this.page = doc.addPage(A4);
  }

  /** A new page unless `points` still fit above the bottom margin. */
  room(points: number) {
    if (this.y - points >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  font(bold?: boolean) {
    return bold ? this.bold : this.regular;
  }

  width(value: string, opts: { size?: number; bold?: boolean } = {}) {
    return this.font(opts.bold).widthOfTextAtSize(value, opts.size ?? 10);
  }

  /**
   * `value` broken into lines no wider than `max` points (at word boundaries when it can). A
   * line's width is its words' and spaces' widths added up: pdf-lib adds each glyph's advance,
   * and no substitution of DejaVu's crosses a space. So each word is laid out once, where
   * measuring every longer prefix laid out a paragraph's text over and over (docs/performance.md
   * "PDFs").
   */
  wrap(value: string, max: number, opts: { size?: number; bold?: boolean } = {}): string[] {
    const space = this.width(' ', opts);
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let current = '';
      let currentWidth = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = this.width(word, opts);
        const nextWidth = current ? currentWidth + space + wordWidth : wordWidth;
        if (!current || nextWidth <= max) {
          current = current ? `${current} ${word}` : word;
          currentWidth = nextWidth;
        } else {
          lines.push(current);
          current = word;
          currentWidth = wordWidth;
        }
      }
      lines.push(current);
    }
    return lines;
  }

  text(value: string, opts: { size?: number; bold?: boolean; x?: number } = {}) {
    this.page.drawText(value, {
      x: opts.x ?? MARGIN,
      y: this.y,
      size: opts.size ?? 10,
      font: this.font(opts.bold),
      color: this.colors.ink,
    });
  }

  /** A paragraph across the page, wrapped. */
  line(value: string, opts: { size?: number; bold?: boolean } = {}) {
    const size = opts.size ?? 10;
    for (const l of this.wrap(value, A4[0] - 2 * MARGIN, opts)) {
      this.room(size * 1.45);
      this.text(l, opts);
      this.y -= size * 1.45;
    }
  }

  /** A label on the left (wrapped beside the amount), an amount right-aligned. */
  row(label: string, amount: string, opts: { bold?: boolean } = {}) {
    const amountWidth = this.width(amount, opts);
    const lines = this.wrap(label, A4[0] - 2 * MARGIN - amountWidth - 16, opts);
    this.room(14.5 * lines.length);
    lines.forEach((l, i) => {
      this.text(l, { bold: opts.bold });
      // After the label's first line, so that the text reads "label amount".
      if (i === 0) this.text(amount, { bold: opts.bold, x: A4[0] - MARGIN - amountWidth });
      this.y -= 14.5;
    });
  }

  /** Label and value columns; the value wraps (and keeps its own line breaks). */
  field(label: string, value: string, valueX: number) {
    const lines = this.wrap(value, A4[0] - MARGIN - valueX);
    this.room(14.5 * lines.length);
    this.text(label, { bold: true });
    for (const l of lines) {
      this.text(l, { x: valueX });
      this.y -= 14.5;
    }
  }

  rule() {
    this.room(18);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 10 },
      end: { x: A4[0] - MARGIN, y: this.y + 10 },
      thickness: 0.6,
      color: this.colors.rule,
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
  const cancelled = facts.cancelled;
  const title = single >= 0 ? r('paymentTitle') : cancelled ? r('cancelledTitle') : r('title');
  const w = await newPdf({
    title: `${title} ${facts.reference}`,
    language: facts.language === 'de' ? 'de-CH' : 'en-GB',
    producer: facts.clinic.name,
    now,
  });

  // The issuer (docs/payments.md, "Receipts"): legal name, postal address, contact, ZSR, GLN.
  w.line(facts.clinic.name, { size: 14, bold: true });
  for (const l of facts.clinic.address) w.line(l);
  w.line([facts.clinic.email, facts.clinic.phone].filter(Boolean).join(' · '));
  const numbers = [
    facts.clinic.zsr && `${r('zsr')} ${facts.clinic.zsr}`,
    facts.clinic.gln && `${r('gln')} ${facts.clinic.gln}`,
  ].filter(Boolean);
  if (numbers.length) w.line(numbers.join(' · '));
  w.gap(16);
  w.line(`${title} ${facts.reference}`, { size: 18, bold: true });
  w.line(r('issued'));
  w.gap(8);

  const details: [string, string | null][] = [
    [r('patient'), facts.patient.name || null],
    [r('birthDate'), birthDate(facts.patient.birthDate)],
    [r('address'), facts.patient.address.join('\n') || null],
    [c('reference'), facts.reference],
    // A cancelled booking was never a service: its appointment is only a date.
    [
      cancelled ? c('date') : r('serviceDate'),
      appointmentSpan(facts.start, facts.end, facts.language),
    ],
    [c('location'), `${facts.location.name}, ${facts.location.address}`],
  ];
  const shown = details.filter((d): d is [string, string] => Boolean(d[1]));
  const valueX = MARGIN + Math.max(...shown.map(([label]) => w.width(label, { bold: true }))) + 14;
  for (const [label, value] of shown) w.field(label, value, valueX);
  if (cancelled) {
    w.gap(4);
    w.line(r('cancelled'), { bold: true });
  }

  w.gap(12);
  w.line(cancelled ? r('cancelledServices') : r('services'), { size: 12, bold: true });
  for (const l of facts.lines) w.row(l.label, formatCents(l.cents));
  for (const d of facts.discounts) w.row(d.label, formatCents(-Math.abs(d.cents)));
  w.rule();
  w.row(c('total'), formatCents(facts.totalCents), { bold: true });

  if (single >= 0) {
    const payment = facts.payments[single];
    const paidSoFar = facts.payments.slice(0, single + 1).reduce((sum, p) => sum + p.cents, 0);
    w.gap(12);
    w.line(r('received'), { size: 12, bold: true });
    w.row(`${day(payment.at)}  ${r(payment.method)}`, formatCents(payment.cents), { bold: true });
    w.gap(12);
    w.rule();
    w.row(r('paidSoFar'), formatCents(paidSoFar));
    w.row(r('balanceAfter'), formatCents(Math.max(0, facts.totalCents - paidSoFar)), {
      bold: true,
    });
    w.gap(24);
    w.line(facts.vatNote, { size: 8 });
    w.gap(4);
    // No insurer line once the booking is cancelled: nothing was treated.
    w.line(cancelled ? r('cancelledPaymentFooter') : r('paymentFooter'), { size: 8 });
    return w.doc.save();
  }

  w.gap(12);
  w.line(r('payments'), { size: 12, bold: true });
  for (const p of facts.payments) w.row(`${day(p.at)}  ${r(p.method)}`, formatCents(p.cents));
  if (facts.payments.length === 0) w.row(c('paid'), formatCents(0));
  for (const i of facts.invoiced)
    w.row(`${day(i.at)}  ${r('clinicInvoiceOpen')}`, formatCents(i.cents));

  if (facts.refunds.length > 0) {
    w.gap(12);
    w.line(r('refunds'), { size: 12, bold: true });
    for (const f of facts.refunds) w.row(`${day(f.at)}  ${c('refunded')}`, formatCents(-f.cents));
  }

  w.gap(12);
  w.rule();
  w.row(r('balance'), formatCents(facts.balanceCents), { bold: true });
  if (facts.balanceCents === 0) w.line(r('nothingDue'));

  w.gap(24);
  w.line(facts.vatNote, { size: 8 });
  w.gap(4);
  w.line(cancelled ? r('cancelledFooter') : r('footer'), { size: 8 });
  return w.doc.save();
}
