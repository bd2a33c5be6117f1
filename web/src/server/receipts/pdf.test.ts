/**
 * The font engine parses each font once per process and shapes each text once (pdf.ts
 * `parsedOnce`): a document made with those caches warm is byte for byte the one made cold, and
 * what one document laid out never shows in another. A wrapped line's width is its words' added
 * up, which is the width of the whole line as pdf-lib measures it.
 */
import { pdfText } from '@/test/pdf-text';
import { newPdf } from './pdf';

const now = new Date('2026-12-01T10:00:00Z');

async function document(name: string): Promise<Uint8Array> {
  const w = await newPdf({ title: 'Quittung', language: 'de-CH', producer: 'test', now });
  w.line('Quittung für Ihre Vorsorgeuntersuchung', { size: 16, bold: true });
  w.field('Patientin', `${name}\nMusterstrasse 1\n8001 Zürich`, 200);
  w.row('Ganzkörper-MRI mit Bluttest und DEXA-Knochendichtemessung', "CHF 1'234.00");
  w.line(
    'Medizinische Leistungen sind von der Mehrwertsteuer ausgenommen (Art. 21 Abs. 2 Ziff. 3 ' +
      'MWSTG). Bitte bewahren Sie diese Quittung auf.',
  );
  return w.doc.save();
}

it('makes the same bytes with the caches warm, and keeps each document its own', async () => {
  const cold = await document('Zoë Ångström');
  const other = await document('Jürg Öttinger');
  const warm = await document('Zoë Ångström');
  expect(Buffer.from(warm).equals(Buffer.from(cold))).toBe(true);
  expect(Buffer.from(other).equals(Buffer.from(cold))).toBe(false);
  const text = await pdfText(other);
  expect(text).toContain('Jürg Öttinger');
  expect(text).not.toContain('Zoë');
  expect(text).toContain("CHF 1'234.00");
});

it('wraps each line as wide as it can be, measured as a whole', async () => {
  const w = await newPdf({ title: 'Quittung', language: 'de-CH', producer: 'test', now });
  const text =
    'Medizinische Leistungen sind von der Mehrwertsteuer ausgenommen (Art. 21 Abs. 2 Ziff. 3 ' +
    "MWSTG). Zoë Ångström, Jürg Öttinger: CHF 1'234.00 – « fi fl ffi » Straße 8001 Zürich. " +
    'Bitte bewahren Sie diese Quittung auf; an insurer reads it as you do.';
  for (const bold of [false, true]) {
    for (const max of [60, 120, 180, 250, 483]) {
      const lines = w.wrap(text, max, { bold });
      expect(lines.join(' ')).toBe(text);
      lines.forEach((line, i) => {
        const whole = w.width(line, { bold });
        // Within the width, unless one word alone is wider.
        if (line.includes(' ')) expect(whole).toBeLessThanOrEqual(max + 1e-9);
        // The next line's first word would not have fit.
        const next = lines[i + 1]?.split(' ')[0];
        if (next) expect(w.width(`${line} ${next}`, { bold })).toBeGreaterThan(max - 1e-9);
      });
    }
  }
});
