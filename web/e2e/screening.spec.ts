/**
 * The MRI safety questionnaire after booking (docs/screening.md "The patient's questionnaire"),
 * on a phone in de-ch, against the production build with the dev payment provider: book and pay,
 * open the questionnaire from the success page, answer part of it, leave, come back through the
 * manage page (the answers are kept), finish, meet the error summary, sign the consent and
 * download the signed copy, whose text is read with pdf.js. axe on the page; screenshots at 390
 * and 1440 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import {
  fillSummaryForm,
  freeSlot,
  LABELS,
  payWithTestCard,
  summaryUrl,
  uniqueClientIp,
  uniqueEmail,
  waitForEmail,
} from './booking-helpers';
import { readPdf } from './pdf-text';

const BASIC = 'whole_body_scan_with_blood_test';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() },
});
test.describe.configure({ timeout: 240_000 });

const progress = (page: Page) => page.getByTestId('screening-progress');

/** Answers one yes/no question and waits until it is saved. */
async function choose(page: Page, question: RegExp, answer: 'Ja' | 'Nein' | 'Unsicher') {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('radio', { name: answer, exact: true }).check();
  await expect(progress(page)).toContainText('gespeichert');
}

test('de-ch phone: answer part, leave, come back, finish, sign and download the signed copy', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('screening');
  const since = Date.now();
  const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
  await page.goto(summaryUrl('de-ch', { checkup: BASIC, location: 'bern', start: slot.start }));
  await fillSummaryForm(page, 'de', { firstName: 'Lea', lastName: 'Kälin', email });
  await page.getByLabel(LABELS.de.full).check();
  await page.getByRole('button', { name: LABELS.de.reserve }).click();
  await expect(page).toHaveURL(/\/de-ch\/payment/, { timeout: 20_000 });
  await payWithTestCard(page, 'de');
  await expect(page).toHaveURL(/\/success/, { timeout: 30_000 });

  // From the success page.
  const link = page.getByTestId('success-screening');
  await expect(link).toHaveText('Als Nächstes: Sicherheitsfragen für Ihr MRI beantworten', {
    timeout: 20_000,
  });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/de-ch\/screening\?token=v2\./);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sicherheitsfragen vor Ihrem MRI',
  );
  await expect(page.getByTestId('screening-due')).toContainText('Bitte antworten Sie bis');
  await expect(progress(page)).toContainText(/^0 von \d+ Fragen beantwortet/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('screening-390.png'), fullPage: true });

  // Part of it: the first questions, a "Ja" with its detail, and the height.
  await choose(page, /^Haben Sie einen Herzschrittmacher/, 'Nein');
  await choose(page, /^Haben Sie einen Neurostimulator/, 'Nein');
  await choose(page, /^Haben Sie Tattoos/, 'Ja');
  await page.getByLabel(/^Bitte beschreiben Sie es in wenigen Worten/).fill('Anker am Oberarm');
  await page.getByLabel(/^Wie gross sind Sie\?/).fill('168');
  await page.getByLabel(/^Wie gross sind Sie\?/).blur();
  await expect(progress(page)).toContainText(/^4 von \d+ Fragen beantwortet · gespeichert/);
  // A "review" answer: the calm note.
  await expect(page.getByText('Danke – wir sehen uns das an')).toBeVisible();

  // Leave, and come back later through the manage link of the confirmation email.
  await page.goto('/de-ch/check-up');
  const confirmation = await waitForEmail(email, /Ihr Check-up ist gebucht/, since);
  expect(confirmation).toContain('Sicherheitsfragen beantworten');
  expect(confirmation).toMatch(/\/de-ch\/screening\?token=v2\./);
  const manage = /\/de-ch\/booking\?token=(v2\.[A-Za-z0-9_-]+)/.exec(confirmation);
  expect(manage).not.toBeNull();
  await page.goto(`/de-ch/booking?token=${manage![1]}`);
  await page.getByTestId('manage-screening').click();
  await expect(page).toHaveURL(/\/de-ch\/screening\?token=/);
  await expect(progress(page)).toContainText(/^4 von \d+ Fragen beantwortet/);
  await expect(
    page
      .getByRole('group', { name: /^Haben Sie Tattoos/ })
      .getByRole('radio', { name: 'Ja', exact: true }),
  ).toBeChecked();
  await expect(page.getByLabel(/^Bitte beschreiben Sie es in wenigen Worten/)).toHaveValue(
    'Anker am Oberarm',
  );
  await expect(page.getByLabel(/^Wie gross sind Sie\?/)).toHaveValue('168');
  // Nothing of the answers in the address.
  expect(page.url()).not.toContain('Anker');

  // Signing too early: the error summary takes focus and links to what is missing.
  await page.getByTestId('screening-sign').click();
  const errors = page.getByTestId('screening-errors');
  await expect(errors).toBeFocused();
  await expect(errors).toContainText('Noch nicht beantwortet');
  await expect(errors).toContainText('Bitte geben Sie Ihren vollständigen Namen ein');
  expect(await seriousViolations(page)).toEqual([]);

  // Finish: every remaining yes/no question "Nein", the weight.
  const groups = page.locator('fieldset[data-question]');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const no = groups.nth(i).getByRole('radio', { name: 'Nein', exact: true });
    const yes = groups.nth(i).getByRole('radio', { name: 'Ja', exact: true });
    if (!(await no.isChecked()) && !(await yes.isChecked())) {
      await no.check();
      await expect(progress(page)).toContainText('gespeichert');
    }
  }
  await page.getByLabel(/^Wie viel wiegen Sie\?/).fill('64');
  await page.getByLabel(/^Wie viel wiegen Sie\?/).blur();
  const total = /von (\d+) Fragen/.exec((await progress(page).textContent()) ?? '')?.[1];
  await expect(progress(page)).toContainText(`${total} von ${total} Fragen beantwortet`);

  // The consent: each text agreed, the incidental findings choice, name and date.
  for (const agree of await page
    .getByRole('checkbox', { name: 'Ich habe dies gelesen und stimme zu' })
    .all())
    await agree.check();
  await page.getByRole('radio', { name: /^Nein, ich möchte nur über Befunde/ }).check();
  await page.getByLabel(/^Ihr vollständiger Name/).fill('Lea Kälin');
  await expect(page.getByLabel('Datum', { exact: true })).not.toHaveValue('');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('screening-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('screening-sign').click();

  await expect(page.getByTestId('screening-signed')).toHaveText(
    'Danke – Ihre Antworten sind bei uns',
  );
  // A change before the appointment is for a call: the clinic's number, as a tel: link.
  const signedText = page.getByTestId('screening-signed-text');
  await expect(signedText).toContainText(
    /^Unterzeichnet von Lea Kälin am .+\. Ändert sich vor Ihrem Termin etwas\? Bitte rufen Sie uns an unter \+41 44 000 00 00\.$/,
  );
  await expect(signedText.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute(
    'href',
    'tel:+41440000000',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('screening-signed-390.png'),
    fullPage: true,
  });

  // The signed copy.
  const download = page.waitForEvent('download');
  await page.getByTestId('screening-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^MRI-Sicherheitsfragebogen-.+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  const { text } = await readPdf(browser, bytes, test.info().outputPath(), 'screening-pdf');
  expect(text).toContain('MRI-Sicherheitsfragebogen und Einwilligung');
  expect(text).toContain('Lea Kälin');
  expect(text).toContain('Anker am Oberarm');
  expect(text).toContain('168 cm');
  expect(text).toContain('Gewählt: Nein');
});
