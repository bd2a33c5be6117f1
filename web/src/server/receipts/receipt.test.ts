/**
 * Receipts (issue 36.3): the PDF's text, read back with pdfjs-dist, states every amount of the
 * frozen snapshot, the payments, refunds and what is due, in English and German, on A4.
 */
import { eq, sql } from 'drizzle-orm';
import { clinicPayments, onlinePayments, refunds, reservations } from '@/server/db/schema';
import { formatChf } from '@/i18n/format';
import { BUILT_IN_EMAIL_TEXTS } from '@/server/notify/emailTexts';
import { insertReservation } from '@/server/payments/__fixtures__/reservations';
import { snapshotOf } from '@/server/reservations/snapshot';
import { setupTestDb } from '@/test/db';
import { pdfPageSize, pdfText } from '@/test/pdf-text';
import { receiptPdf } from '.';

const t = setupTestDb();
const settings = {
  clinicName: 'Check-up Klinik Zürich',
  clinicEmail: 'info@example.ch',
  clinicPhone: '+41 44 000 00 00',
  clinicAddress: 'Bahnhofstrasse 1\n8001 Zürich',
};
const chf = (cents: number) => formatChf(cents / 100);

async function confirmedWithDeposit(language: 'en' | 'de') {
  const r = await insertReservation(t.db, {
    language,
    locale: language === 'de' ? 'de-ch' : 'en-ch',
    personalData: {
      firstName: 'Jürg',
      lastName: 'Strauß',
      email: 'juerg@example.com',
      phone: null,
      street: null,
      postalCode: null,
      city: null,
      country: null,
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
  const file = await receiptPdf(id, { db: t.db, settings, texts: BUILT_IN_EMAIL_TEXTS });
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
    expect(body).toContain('Check-up Klinik Zürich');
    expect(body).toContain('8001 Zürich');
    expect(body).toContain('Jürg Strauß');
    expect(body).toContain('04.03.1970');
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
    expect(body).toContain(language === 'de' ? 'Vor Ort bezahlt' : 'Paid at the clinic');
    expect(body).toContain(language === 'de' ? 'Es ist nichts mehr offen.' : 'Nothing is due.');
  });

  it('shows the refund of a cancelled booking with its date and amount', async () => {
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

    const deps = { db: t.db, settings, texts: BUILT_IN_EMAIL_TEXTS };
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
    expect(await receiptPdf(row.id, { db: t.db, settings, payment: other })).toBeNull();
  });
});
