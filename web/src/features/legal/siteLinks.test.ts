import { getSiteSettings } from '@/server/content';
import { pageTranslations } from '@/i18n/pageTranslations';

describe('legal links from the seed Settings', () => {
  it('the seed Settings give every page its links in its language', async () => {
    const settings = await getSiteSettings();
    const de = await pageTranslations('de-ch', '/check-up');
    const en = await pageTranslations('en-de', '/check-up');
    expect(de.siteLinks.termsUrl).toBe(settings.termsUrl_de);
    expect(en.siteLinks.termsUrl).toBe(settings.termsUrl_en);
    expect(en.siteLinks.privacyUrl).toBe(settings.privacyUrl_en);
    expect(de.siteLinks.imprintUrl).toMatch(/^https:\/\//);
    expect(de.siteLinks.termsUrl).not.toBe(en.siteLinks.termsUrl);
  });
});
