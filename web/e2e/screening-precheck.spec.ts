/**
 * The MRI safety pre-check on the summary step (docs/screening.md "Pre-check"), on a phone in
 * de-ch: the questionnaire's pre-check questions are asked before paying; a "Ja" to the
 * pacemaker question shows the calm message from the error catalogue and the call back (the
 * idle-contact channel) and no button to pay, and nothing is reserved, paid or emailed.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import {
  fillSummaryForm,
  freeSlot,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
  emailsTo,
} from './booking-helpers';

const BASIC = 'whole_body_scan_with_blood_test';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
});
test.describe.configure({ timeout: 120_000 });

test('de-ch phone: "Ja" on the pacemaker shows the message and the call back, and nothing is reserved or paid', async ({
  page,
  request,
}) => {
  const since = Date.now();
  const email = uniqueEmail('precheck');
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  // Every request that can change something on the server (all but reads).
  const writes: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() !== 'GET' && r.method() !== 'HEAD')
      writes.push(`${r.method()} ${url.pathname}`);
  });

  await page.goto(summaryUrl('de-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  // Filled as every booking spec fills it: every pre-check question answered "Nein".
  await fillSummaryForm(page, 'de', { firstName: 'Paula', lastName: 'Herz', email });
  const precheck = page.getByTestId('precheck');
  await expect(
    page.getByRole('group', { name: 'Sicherheitsfragen vor der Buchung', exact: true }),
  ).toBeVisible();
  // The questionnaire's own words (Studio), not the code's.
  const pacemaker = precheck.getByRole('group', { name: /^Haben Sie einen Herzschrittmacher/ });
  await expect(pacemaker).toBeVisible();
  await expect(pacemaker).toContainText('Auch wenn er ausgeschaltet ist');
  await expect(page.getByRole('button', { name: /^Reservieren/ })).toBeVisible();

  // "Ja": the message at once, the call back below, no button to pay.
  await pacemaker.getByRole('radio', { name: 'Ja', exact: true }).check();
  const stop = page.getByTestId('precheck-stop');
  await expect(stop).toContainText(
    'Zu Ihrer Sicherheit möchten wir vor der Buchung mit Ihnen sprechen',
  );
  await expect(page.getByRole('button', { name: /^Reservieren/ })).toHaveCount(0);
  const callback = page.getByTestId('precheck-callback');
  await expect(callback).toBeVisible();
  await expect(callback.getByRole('heading', { name: 'Wir rufen Sie zurück' })).toBeVisible();
  // Outside the summary form (a form never nests in a form).
  expect(
    await callback.evaluate((el) => el.closest('form[data-testid="summary-form"]')),
  ).toBeNull();

  expect(await seriousViolations(page)).toEqual([]);
  await stop.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('precheck-stop-phone.png') });

  // The call back goes through the idle-contact channel.
  const sent = page.waitForResponse(
    (r) => r.url().includes('/api/idle-contact') && r.request().method() === 'POST',
  );
  await callback.getByLabel(/^E-Mail oder Telefonnummer/).fill('079 123 45 67');
  await callback.getByRole('button', { name: 'Kontaktieren Sie mich' }).click();
  expect((await sent).status()).toBe(202);
  await expect(callback).toContainText('Vielen Dank. Wir melden uns in Kürze bei Ihnen.');
  await page.screenshot({
    path: test.info().outputPath('precheck-callback-sent-phone.png'),
    fullPage: true,
  });

  // Nothing was asked of the server to reserve or to pay, the slot is still free, and no email
  // went to the visitor. Besides client logs and the funnel's step count, the only write was
  // the call back, which forwards a webhook: none of them queues a job, and an email to the
  // visitor only ever comes from a job (docs/outbox.md), so none can be on its way.
  const counts = ['POST /api/log', 'POST /api/insights/step'];
  expect(writes.filter((w) => !counts.includes(w))).toEqual(['POST /api/idle-contact']);
  const day = slot.start.slice(0, 10);
  const slots = await request.get('/api/timeslots/fetch-time-slots', {
    params: { locationSlug: 'bern', checkupSlug: BASIC, startDate: day, endDate: day },
  });
  const { days } = (await slots.json()) as {
    days: { slots: { start: string; freeRooms: number }[] }[];
  };
  const after = days.flatMap((d) => d.slots).find((s) => s.start === slot.start);
  expect(after?.freeRooms).toBe(slot.freeRooms);
  expect(await emailsTo(email, since)).toEqual([]);

  // And the server refuses the same answer if it is sent anyway: 422, nothing held.
  const refused = await request.post('/api/reservation/create', {
    headers: { 'Idempotency-Key': `precheck-${Date.now()}` },
    data: {
      reservationData: {
        checkupSlug: BASIC,
        timeSlotStart: slot.start,
        locationSlug: 'bern',
        services: [],
        personalData: {
          firstName: 'Paula',
          lastName: 'Herz',
          email,
          language: 'de',
          biologicalSex: 'female',
        },
        screeningPrecheck: { pacemaker: 'yes' },
      },
      url: 'http://localhost/de-ch/summary',
    },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({ error: 'screening-precheck-stop' });
});
