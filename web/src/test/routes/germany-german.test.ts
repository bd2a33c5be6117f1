/**
 * Integration (docs/manage-booking.md): a de-de booking freezes the Germany-German texts it was shown, and
 * its email and .ics read them; a de-ch booking keeps the Swiss German ones. Seed content with
 * a check-up title that differs, fresh database, the create route over real HTTP.
 */
import { sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import { defaultDatasetPath, localSource, setContentSource } from '@/server/content/source';
import { reservations } from '@/server/db/schema';
import { bookingEmailData } from '@/server/notify';
import { bookingConfirmationEmail } from '@/server/notify/emails';
import { startApi, type TestApi } from '@/test/api';
import { booker, clientIp, createBody, upcomingSlots } from '@/test/booking';
import { datasetWithDocument } from '@/test/content-seed';
import { setupTestDb } from '@/test/db';

const t = setupTestDb();
let api: TestApi;
let slots: string[];

const CHECKUP = 'whole_body_scan_with_blood_test';

beforeAll(async () => {
  setContentSource(
    localSource(
      datasetWithDocument(
        `checkupPackage.${CHECKUP}`,
        (doc) => ({
          ...doc,
          title_de: 'Ganzkörper-MRI-Check-up',
          title_de_DE: 'Ganzkörper-MRT-Check-up',
        }),
        process.env.CONTENT_DATASET_PATH || defaultDatasetPath(),
      ),
    ),
  );
  api = await startApi(createRoute);
  slots = (await upcomingSlots({ locationSlug: 'zurich_bellevue', checkupSlug: CHECKUP })).filter(
    (s) => ['08:00', '11:00', '14:00'].includes(s.slice(11, 16)),
  );
});
afterAll(async () => {
  setContentSource(null);
  await api.close();
});

async function book(locale: 'de-de' | 'de-ch', timeSlotStart: string) {
  const res = await api.post<{ reservation: { id: string } }>(
    createBody(
      { timeSlotStart, personalData: booker({ language: 'de', localization: locale }) },
      `https://example.test/${locale}/summary`,
    ),
    clientIp(),
  );
  expect(res.status).toBe(201);
  const [row] = await t.db
    .select()
    .from(reservations)
    .where(sql`id = ${res.body.reservation.id}`);
  return row;
}

it('a de-de booking reads Germany German in its snapshot, email and .ics; de-ch stays Swiss', async () => {
  const dede = await book('de-de', slots[0]!);
  const dech = await book('de-ch', slots[1]!);
  expect(dede.locale).toBe('de-de');
  expect(dede.snapshot!.checkup.title.de).toBe('Ganzkörper-MRT-Check-up');
  expect(dede.snapshot!.items[0]!.label.de).toBe('Ganzkörper-MRT-Check-up');
  expect(dech.snapshot!.checkup.title.de).toBe('Ganzkörper-MRI-Check-up');
  // The amounts do not depend on the locale.
  expect(dede.totalCents).toBe(dech.totalCents);

  const mail = bookingConfirmationEmail(bookingEmailData(dede, dede.snapshot!));
  expect(mail.text).toContain('Ganzkörper-MRT-Check-up');
  expect(mail.text).toMatch(/^Freundliche Grüße$/m);
  expect(mail.text).toContain('Gesamt: CHF');
  expect(mail.text).not.toMatch(/MRI|Grüsse|Total/);
  expect(mail.attachments![0].content).toContain('MRT');
  expect(mail.attachments![0].content).not.toContain('MRI');

  const swiss = bookingConfirmationEmail(bookingEmailData(dech, dech.snapshot!));
  expect(swiss.text).toContain('Ganzkörper-MRI-Check-up');
  expect(swiss.text).toMatch(/^Freundliche Grüsse$/m);
  expect(swiss.text).toContain('Total: CHF');
});
