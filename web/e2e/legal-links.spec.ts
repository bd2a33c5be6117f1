/**
 * the summary's consent label links the terms and privacy pages from Settings in
 * the page's language (new tab, named so), and every page's footer links imprint, privacy and contact.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { freeSlot, summaryUrl, uniqueClientIp } from './booking-helpers';

const BASIC = 'whole_body_scan_with_blood_test';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });

/** The Settings document the e2e server reads (a copy of the seed, see playwright.config). */
function settings(): Record<string, string> {
  const line = readFileSync(process.env.E2E_CONTENT_DATASET!, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('{"_id":"siteSettings"'));
  return JSON.parse(line!) as Record<string, string>;
}

for (const [locale, language, terms, privacy, newTab] of [
  ['de-ch', 'de', 'AGB', 'Datenschutzerklärung', 'öffnet in einem neuen Tab'],
  ['en-de', 'en', 'terms and conditions', 'privacy policy', 'opens in a new tab'],
] as const) {
  test(`${locale}: consent links terms and privacy from Settings, footer links imprint, privacy, contact`, async ({
    page,
    request,
  }) => {
    const s = settings();
    const slot = await freeSlot(request, { locationSlug: 'bern', checkupSlug: BASIC });
    await page.goto(summaryUrl(locale, { checkup: BASIC, location: 'bern', start: slot.start }));
    const form = page.getByTestId('summary-form');
    // The form is loaded after the page (its own chunk): give a busy machine time.
    await expect(form).toBeVisible({ timeout: 20_000 });

    const termsLink = form.getByRole('link', { name: `${terms} (${newTab})`, exact: true });
    await expect(termsLink).toHaveAttribute('href', s[`termsUrl_${language}`]);
    await expect(termsLink).toHaveAttribute('target', '_blank');
    const privacyLink = form.getByRole('link', { name: `${privacy} (${newTab})`, exact: true });
    await expect(privacyLink).toHaveAttribute('href', s[`privacyUrl_${language}`]);
    await expect(privacyLink).toHaveAttribute('target', '_blank');

    // Keyboard: from the consent checkbox, Tab reaches the terms link, then privacy.
    await form
      .getByRole('checkbox', {
        name: new RegExp(`^${language === 'de' ? 'Ich akzeptiere' : 'I accept'}`),
      })
      .focus();
    await page.keyboard.press('Tab');
    await expect(termsLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(privacyLink).toBeFocused();

    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: new RegExp(language === 'de' ? '^Impressum' : '^Imprint') }),
    ).toHaveAttribute('href', s[`imprintUrl_${language}`]);
    await expect(
      footer.getByRole('link', {
        name: new RegExp(language === 'de' ? '^Datenschutz ' : '^Privacy policy'),
      }),
    ).toHaveAttribute('href', s[`privacyUrl_${language}`]);
    await expect(
      footer.getByRole('link', { name: language === 'de' ? 'Kontakt' : 'Contact' }),
    ).toHaveAttribute('href', `mailto:${s.clinicEmail}`);
  });
}

test('the footer links are on a page outside the booking flow too (404)', async ({
  page,
  allowBrowserError,
}) => {
  allowBrowserError(/status of 404 .*\[.*\/no-such-page(\.json)?\]/);
  const s = settings();
  await page.goto('/en-ch/no-such-page');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /^Imprint/ }),
  ).toHaveAttribute('href', s.imprintUrl_en);
});
