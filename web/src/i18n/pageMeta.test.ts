import { getPageMeta } from '@/server/content';
import { CONTENT_PAGES } from '@/server/revalidate/paths';
import { metaDescriptionsIn, pageTranslations } from './pageTranslations';

describe('meta descriptions from Studio (pageMeta)', () => {
  it('the seed describes every content page in both languages', async () => {
    const pages = await getPageMeta();
    for (const language of ['de', 'en'] as const) {
      const descriptions = metaDescriptionsIn(pages, language);
      expect(Object.keys(descriptions).sort()).toEqual([...CONTENT_PAGES].sort());
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

  it('every page gets the descriptions in its locale language', async () => {
    const de = await pageTranslations('de-de');
    const en = await pageTranslations('en-ch');
    expect(de.metaDescriptions['/check-up']).toMatch(/Check-up/);
    expect(en.metaDescriptions['/check-up']).not.toEqual(de.metaDescriptions['/check-up']);
    expect(en.metaDescriptions['/404']).toBeTruthy();
  });
});
