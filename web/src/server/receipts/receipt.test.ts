/**
 * Receipts (docs/payments.md): the PDF's text, read back with pdfjs-dist, states the issuer (legal
 * name, postal address, ZSR, GLN, VAT note), the patient with address, every amount of the
 * frozen snapshot, the payments with their methods, refunds and what is due, in English and
 * German, on A4; a cancelled booking's statement has no insurer line (docs/payments.md,
 * "Receipts").
 */
import { eq, sql } from 'drizzle-orm';
import { clinicPayments, onlinePayments, refunds, reservations } from '@/server/db/schema';
import { formatChf } from '@/i18n/format';
import { BUILT_IN_EMAIL_TEXTS } from '@/server/notify/emailTexts';
import { getReceiptIssuer, mergeReceiptIssuer } from '@/server/content';
import { buildBooking } from '@/test/booking';
import { snapshotOf } from '@/server/reservations/snapshot';
import { setupTestDb } from '@/test/db';
import { pdfPageSize, pdfText } from '@/test/pdf-text';
import { receiptPdf } from '.';

const t = setupTestDb();
const VAT = {
  en: 'Medical treatment is exempt from VAT (Art. 21 para. 2 no. 3 MWSTG).',
  de: 'Heilbehandlungen sind von der MWST ausgenommen (Art. 21 Abs. 2 Ziff. 3 MWSTG).',
};
const issuer = mergeReceiptIssuer({
  settings: {
    clinicName: 'Check-up Klinik',
    clinicEmail: 'info@example.ch',
    clinicPhone: '+41 44 000 00 00',
    clinicLegalName: 'Check-up Klinik Zürich AG',
    clinicAddress: 'Bahnhofstrasse 1\n8001 Zürich',
    clinicZsrNumber: 'H123456',
    clinicGlnNumber: '7601000000002',
    vatNote_en: VAT.en,
    vatNote_de: VAT.de,
  },
  location: null,
});
/** What a reader of the health insurer line would see, per language. */
const INSURER = { en: 'health insurer', de: 'Krankenkasse' };
/** The PDF's text with wrapped lines joined, so a sentence reads as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const chf = (cents: number) => formatChf(cents / 100);

async function confirmedWithDeposit(language: 'en' | 'de') {
  const r = await buildBooking(t.db, {
    language,
    locale: language === 'de' ? 'de-ch' : 'en-ch',
    personalData: {
      firstName: 'Jürg',
      lastName: 'Strauß',
      email: 'juerg@example.com',
      phone: null,
      street: 'Seefeldstrasse 12',
      postalCode: '8008',
      city: 'Zürich',
      country: 'CH',
      birthDate: '1970-03-04',
      biologicalSex: 'male',
      language,
      localization: `${language}-ch`,
    },
  });
  const [row] = await t.db
    .update(reservations)
    .set({
      status: 'confirmed',
      paidCents: 30_000,
      balanceDueCents: r.totalCents - 30_000,
      paymentIntentId: `pi_first_${r.id.slice(0, 8)}`,
      confirmedAt: sql`now()`,
      holdExpiresAt: null,
    })
    .where(eq(reservations.id, r.id))
    .returning();
  return row;
}

async function text(id: string) {
  const file = await receiptPdf(id, { db: t.db, issuer, texts: BUILT_IN_EMAIL_TEXTS });
  expect(file).not.toBeNull();
  expect(file!.contentType).toBe('application/pdf');
  return { file: file!, text: await pdfText(file!.content) };
}

describe.each(['en', 'de'] as const)('a receipt in %s', (language) => {
  it('states the clinic, the patient, the appointment, every line of the snapshot and what is due', async () => {
    const row = await confirmedWithDeposit(language);
    const snapshot = await snapshotOf(row);
    const { file, text: body } = await text(row.id);
    expect(file.filename).toBe(`${language === 'de' ? 'Quittung' : 'Receipt'}-${row.name}.pdf`);
    expect(await pdfPageSize(file.content)).toEqual({ width: 595.28, height: 841.89 });
    expect(body).toContain('Check-up Klinik Zürich AG');
    expect(body).toContain('Bahnhofstrasse 1\n8001 Zürich');
    expect(body).toContain(`${language === 'de' ? 'ZSR-Nr.' : 'ZSR no.'} H123456`);
    expect(body).toContain('GLN 7601000000002');
    expect(flat(body)).toContain(VAT[language]);
    expect(body).toContain('Jürg Strauß');
    expect(body).toContain('04.03.1970');
    // The patient's address; Switzerland is not spelled out.
    expect(body).toMatch(/(Adresse|Address) Seefeldstrasse 12\n8008 Zürich\n/);
    expect(body).not.toMatch(/^CH$/m);
    expect(body).toContain(language === 'de' ? 'Behandlungsdatum' : 'Date of service');
    expect(flat(body)).toContain(INSURER[language]);
    expect(body).toContain(row.name);
    expect(body).toContain(language === 'de' ? 'Quittung' : 'Receipt');
    for (const item of snapshot.items) {
      expect(body).toContain(item.label[language]);
      expect(body).toContain(chf(item.amountCents));
    }
    for (const d of snapshot.discounts) expect(body).toContain(chf(-Math.abs(d.amountCents)));
    expect(body).toContain(chf(snapshot.totalCents));
    expect(body).toContain(chf(30_000));
    expect(body).toContain(snapshot.location.name[language]);
    const due = language === 'de' ? 'Offener Betrag' : 'Balance due';
    expect(body).toMatch(
      new RegExp(
        `${due} ${chf(snapshot.totalCents - 30_000).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
  });

  it('lists the balance paid online and at the clinic, and then nothing due', async () => {
    const row = await confirmedWithDeposit(language);
    const rest = row.balanceDueCents;
    await t.db.insert(clinicPayments).values({
      reservationId: row.id,
      staffId: 'staff-1',
      method: 'cash',
      amountCents: 10_000,
      reason: 'test',
    });
    await t.db.insert(onlinePayments).values({
      reservationId: row.id,
      paymentIntentId: `pi_balance_${row.id.slice(0, 8)}`,
      purpose: 'balance',
      provider: 'dev',
      method: 'twint',
      amountCents: rest - 10_000,
    });
    await t.db
      .update(reservations)
      .set({ paidCents: row.paidCents + rest - 10_000, balanceDueCents: 10_000 })
      .where(eq(reservations.id, row.id));
    const { text: body } = await text(row.id);
    expect(body).toContain(`TWINT ${chf(rest - 10_000)}`);
    expect(body).toContain(chf(10_000));
    expect(body).toContain(
      `${language === 'de' ? 'Vor Ort bezahlt, bar' : 'Paid at the clinic, cash'} ${chf(10_000)}`,
    );
    expect(body).toContain(language === 'de' ? 'Es ist nichts mehr offen.' : 'Nothing is due.');
  });

  it('titles a cancelled booking a cancellation statement, with its refund and no insurer line', async () => {
    const row = await confirmedWithDeposit(language);
    await t.db
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(reservations.id, row.id));
    await t.db.insert(refunds).values({
      reservationId: row.id,
      paymentIntentId: row.paymentIntentId!,
      provider: 'dev',
      amountCents: 30_000,
      status: 'succeeded',
    });
    const { text: body } = await text(row.id);
    expect(body).toContain(
      language === 'de' ? 'Diese Buchung wurde storniert.' : 'This booking was cancelled.',
    );
    expect(body).toContain(language === 'de' ? 'Rückerstattungen' : 'Refunds');
    expect(body).toContain(chf(-30_000));
    expect(body).toMatch(/\d\d\.\d\d\.\d{4} (Refunded|Zurückerstattet)/);
    expect(body).toContain(
      `${language === 'de' ? 'Stornoabrechnung' : 'Cancellation statement'} ${row.name}`,
    );
    expect(body).not.toMatch(/^(Quittung|Receipt) /m);
    expect(body).not.toContain(language === 'de' ? 'Behandlungsdatum' : 'Date of service');
    expect(flat(body)).not.toContain(INSURER[language]);
    // Still the issuer's receipt for what was paid and given back.
    expect(body).toContain('H123456');
    expect(flat(body)).toContain(VAT[language]);
    // Nor does the receipt of the payment it refunded send anyone to the insurer.
    const payment = await receiptPdf(row.id, {
      db: t.db,
      issuer,
      texts: BUILT_IN_EMAIL_TEXTS,
      payment: 'first',
    });
    expect(flat(await pdfText(payment!.content))).not.toContain(INSURER[language]);
  });
});

describe.each(['en', 'de'] as const)('a payment receipt in %s', (language) => {
  it('names how the first payment was made and states one payment with what was due after it', async () => {
    const row = await confirmedWithDeposit(language);
    await t.db
      .update(reservations)
      .set({ paymentMethod: 'card' })
      .where(eq(reservations.id, row.id));
    const rest = row.balanceDueCents;
    const [balance] = await t.db
      .insert(onlinePayments)
      .values({
        reservationId: row.id,
        paymentIntentId: `pi_rest_${row.id.slice(0, 8)}`,
        purpose: 'balance',
        provider: 'dev',
        method: 'twint',
        amountCents: rest,
      })
      .returning();
    await t.db
      .update(reservations)
      .set({ paidCents: row.paidCents + rest, balanceDueCents: 0 })
      .where(eq(reservations.id, row.id));

    const statement = (await text(row.id)).text;
    expect(statement).toContain(`${language === 'de' ? 'Karte' : 'Card'} ${chf(30_000)}`);

    const deps = { db: t.db, issuer, texts: BUILT_IN_EMAIL_TEXTS };
    const first = await receiptPdf(row.id, { ...deps, payment: 'first' });
    const second = await receiptPdf(row.id, { ...deps, payment: balance.paymentIntentId });
    expect(first!.filename).toBe(
      `${language === 'de' ? 'Quittung' : 'Receipt'}-${row.name}-${language === 'de' ? 'Zahlung' : 'payment'}-1.pdf`,
    );
    const firstText = await pdfText(first!.content);
    const secondText = await pdfText(second!.content);
    const title = language === 'de' ? 'Zahlungsquittung' : 'Payment receipt';
    const after = language === 'de' ? 'Offen nach dieser Zahlung' : 'Balance after this payment';
    expect(firstText).toContain(title);
    expect(firstText).toContain(`${after} ${chf(rest)}`);
    // One payment only: the TWINT balance is not on the first payment's receipt.
    expect(firstText).not.toContain('TWINT');
    expect(secondText).toContain(`TWINT ${chf(rest)}`);
    expect(secondText).toContain(`${after} ${chf(0)}`);
    expect(secondText).not.toContain(`${language === 'de' ? 'Karte' : 'Card'} ${chf(30_000)}`);
  });

  it('is null for a payment the booking does not have', async () => {
    const row = await confirmedWithDeposit(language);
    const other = '0b6a2b1e-3c2d-4f5e-8a9b-0c1d2e3f4a5b';
    expect(await receiptPdf(row.id, { db: t.db, issuer, payment: other })).toBeNull();
  });
});

describe('the issuer from content', () => {
  it('is Settings, field by field overridden by the booked location (the seed)', async () => {
    const zurich = await getReceiptIssuer('location.zurich_bellevue');
    expect(zurich).toMatchObject({
      legalName: 'Check-up Clinic AG (Testdaten)',
      address: ['Musterstrasse 1', '8001 Zürich'],
      zsrNumber: 'Z999999',
      glnNumber: '7609999999994',
    });
    expect(zurich.vatNote.de).toMatch(/MWSTG/);
    const rheinfelden = await getReceiptIssuer('location.basel_rheinfelden');
    expect(rheinfelden).toMatchObject({
      legalName: 'Check-up Clinic Basel AG (Testdaten)',
      address: ['Musterweg 2', '4310 Rheinfelden'],
      zsrNumber: 'Z999998',
      glnNumber: '7609999999987',
      vatNote: zurich.vatNote,
    });
    // A location that no longer exists: Settings alone.
    expect(await getReceiptIssuer('location.gone')).toEqual(zurich);
  });

  it('falls back to the clinic name and the built-in VAT note; a malformed ZSR or GLN is left off', () => {
    const bare = mergeReceiptIssuer({
      settings: {
        clinicName: 'Klinik',
        clinicEmail: 'a@b.ch',
        clinicZsrNumber: 'H12',
        clinicGlnNumber: '7601000000003',
      },
      location: { vatNote_en: 'Only English' },
    });
    expect(bare).toMatchObject({
      legalName: 'Klinik',
      address: [],
      zsrNumber: null,
      glnNumber: null,
    });
    expect(bare.vatNote.en).toMatch(/exempt from VAT/);
    expect(bare.vatNote.de).toMatch(/Mehrwertsteuer/);
  });

  it("prints the booked location's issuer on the receipt read from content", async () => {
    const row = await confirmedWithDeposit('de');
    const body = await pdfText(
      (await receiptPdf(row.id, { db: t.db, texts: BUILT_IN_EMAIL_TEXTS }))!.content,
    );
    expect(body).toContain('Check-up Clinic AG (Testdaten)');
    expect(body).toContain('ZSR-Nr. Z999999 · GLN 7609999999994');
    expect(flat(body)).toContain('Art. 21 Abs. 2 Ziff. 3 MWSTG');
  });
});
