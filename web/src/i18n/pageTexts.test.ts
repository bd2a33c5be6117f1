/**
 * Studio's Presentation lists the pages a Site-text namespace is used on from one table
 * (schemas/src/pageTexts.ts). Every page with static props is rendered here and must carry
 * exactly the namespaces the table gives it, so the table cannot drift from the pages.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TEXTS, pagesOfNamespace } from 'schemas/src/pageTexts';

const PAGES_DIR = path.join(__dirname, '..', 'pages');
/** Internal pages, not for editors: the component showcase. */
const NOT_EDITED = new Set(['/_design-system', '/_design-system/icons']);

/** Route paths of the page files with getStaticProps (the site's prerendered pages). */
function staticPages(dir = PAGES_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'api'
        ? []
        : staticPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!/\.tsx$/.test(entry.name) || entry.name.startsWith('_')) return [];
    const name = entry.name.replace(/\.tsx$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

type I18nProps = { props?: { _nextI18Next?: { initialI18nStore?: Record<string, object> } } };

async function namespacesOf(page: string): Promise<string[] | null> {
  const file = page === '/staff' ? '/staff/index' : page;
  const mod = (await import(`@/pages${file}`)) as {
    getStaticProps?: (context: object) => Promise<I18nProps>;
  };
  if (!mod.getStaticProps) return null;
  const result = await mod.getStaticProps({ locale: 'de-ch', locales: ['de-ch'], params: {} });
  const store = result.props?._nextI18Next?.initialI18nStore ?? {};
  return Object.keys(Object.values(store)[0] ?? {});
}

describe('the pages of each Site-text namespace (schemas/src/pageTexts.ts)', () => {
  it('every prerendered page is in the table with exactly the namespaces it shows', async () => {
    const pages = staticPages().filter((page) => !NOT_EDITED.has(page));
    const seen: Record<string, string[]> = {};
    for (const page of pages) {
      const namespaces = await namespacesOf(page);
      if (namespaces) seen[page] = [...namespaces].sort();
    }
    const table = Object.fromEntries(
      Object.entries(PAGE_TEXTS).map(([page, texts]) => [page, [...texts.namespaces].sort()]),
    );
    expect(seen).toEqual(table);
  }, 120_000);

  it('lists a namespace on the pages that show it', () => {
    expect(pagesOfNamespace('waitlist')).toEqual([
      '/location',
      '/timeslot',
      '/waitlist/confirm',
      '/waitlist/leave',
      '/waitlist/offer',
    ]);
    expect(pagesOfNamespace('no-such-namespace')).toEqual([]);
  });
});
