import { getPageMeta } from '@/server/content';
import { CONTENT_PAGES, UNDESCRIBED_PAGES } from '@/server/revalidate/paths';
import { metaDescriptionsIn, pageTranslations } from './pageTranslations';

describe('meta descriptions from Studio (pageMeta)', () => {
  it('the seed describes every content page in both languages', async () => {
    const pages = await getPageMeta();
    for (const language of ['de', 'en'] as const) {
      const descriptions = metaDescriptionsIn(pages, language);
      const described = CONTENT_PAGES.filter((page) => !UNDESCRIBED_PAGES.has(page));
      expect(Object.keys(descriptions).sort()).toEqual([...described].sort());
      for (const text of Object.values(descriptions)) expect(text.length).toBeLessThanOrEqual(160);
    }
  });

  it('picks the language and leaves out a page without text in it', () => {
    const pages = [
      {
        page: 'check-up',
        metaDescription_en: 'Book online.',
        metaDescription_de: 'Online buchen.',
      },
      { page: 'summary', metaDescription_en: 'Check it.', metaDescription_de: '  ' },
    ];
    expect(metaDescriptionsIn(pages, 'de')).toEqual({ '/check-up': 'Online buchen.' });
    expect(metaDescriptionsIn(pages, 'en')).toEqual({
      '/check-up': 'Book online.',
      '/summary': 'Check it.',
    });
  });

  it('de-de pages take the Germany-German description, de-ch the Swiss one (docs/manage-booking.md)', async () => {
    const [ch, de] = await Promise.all([
      pageTranslations('de-ch', '/check-up'),
      pageTranslations('de-de', '/check-up'),
    ]);
    const meta = (await getPageMeta()).find((p) => p.page === 'check-up')!;
    expect(meta.metaDescription_de_DE).toBeTruthy();
    expect(de.metaDescription).toBe(meta.metaDescription_de_DE);
    expect(ch.metaDescription).toBe(meta.metaDescription_de);
    expect(de.metaDescription).not.toBe(ch.metaDescription);
  });

  it("every page gets its own description in its locale's language, and no other page's", async () => {
    const de = await pageTranslations('de-de', '/check-up');
    const en = await pageTranslations('en-ch', '/check-up');
    expect(de.metaDescription).toMatch(/Check-up/);
    expect(en.metaDescription).toBeTruthy();
    expect(en.metaDescription).not.toEqual(de.metaDescription);
    const pages = metaDescriptionsIn(await getPageMeta(), 'en');
    expect((await pageTranslations('en-ch', '/404')).metaDescription).toBe(pages['/404']);
    expect((await pageTranslations('en-ch', '/summary')).metaDescription).toBe(pages['/summary']);
    expect(JSON.stringify(en)).not.toContain(pages['/summary']);
    // A page without a pageMeta document (the design-system pages) has none.
    expect((await pageTranslations('en-ch', '/_design-system')).metaDescription).toBeNull();
  });
});
