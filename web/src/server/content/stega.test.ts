/**
 * Draft preview's edit marks (stega): what the overlay decodes is the field's Studio edit link,
 * in the form Sanity's client writes; URLs and empty texts stay unmarked; the cleaner gives
 * the text back exactly.
 */
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { stegaClean } from '@/lib/stegaClean';
import { withDraftReads } from '@/server/content/draftScope';
import { createStegaEncoder, draftStegaEncoder, encodeFields, studioUrl } from './stega';

const decodedHref = (text: string) =>
  decodeURIComponent((vercelStegaDecode<{ href: string }>(text) ?? { href: '' }).href);

describe('createStegaEncoder', () => {
  it('appends the edit link of the field, invisible, to the text', async () => {
    const encode = await createStegaEncoder('https://studio.example.ch');
    const text = encode('Ganzkörper-Check-up', {
      id: 'checkupPackage.basic',
      type: 'checkupPackage',
      path: 'title_de',
    });
    expect(vercelStegaSplit(text).cleaned).toBe('Ganzkörper-Check-up');
    expect(text).not.toBe('Ganzkörper-Check-up');
    expect(vercelStegaDecode<{ origin: string }>(text)?.origin).toBe('sanity.io');
    expect(decodedHref(text)).toMatch(
      /^https:\/\/studio\.example\.ch\/intent\/edit\/mode=presentation;id=checkupPackage\.basic;type=checkupPackage;path=title_de\?/,
    );
    expect(stegaClean(text)).toBe('Ganzkörper-Check-up');
  });

  it('keeps a keyed array path, and leaves URLs and blank texts as they are', async () => {
    const encode = await createStegaEncoder('https://studio.example.ch');
    const target = {
      id: 'uiText.common',
      type: 'uiText',
      path: 'entries[_key=="site_name"].text_en',
    };
    expect(decodedHref(encode('Check-up Clinic', target))).toContain(
      ';path=entries[_key=="site_name"].text_en?',
    );
    expect(encode('https://clinic.example.ch/terms', target)).toBe(
      'https://clinic.example.ch/terms',
    );
    expect(encode('/de-ch/check-up', target)).toBe('/de-ch/check-up');
    expect(encode('2026-12-14', target)).toBe('2026-12-14');
    expect(encode('  ', target)).toBe('  ');
    // A text with a colon is words, not a URL.
    expect(stegaClean(encode('Hinweis: bitte nüchtern', target))).toBe('Hinweis: bitte nüchtern');
    expect(encode('Hinweis: bitte nüchtern', target)).not.toBe('Hinweis: bitte nüchtern');
  });
});

describe('draftStegaEncoder', () => {
  it('encodes only inside a draft-mode render', async () => {
    expect(await draftStegaEncoder()).toBeNull();
    const encode = await withDraftReads(() => draftStegaEncoder());
    expect(encode).not.toBeNull();
  });

  it('points at STUDIO_ORIGIN, else the local Studio', () => {
    expect(studioUrl({ STUDIO_ORIGIN: 'https://studio.example.ch/' })).toBe(
      'https://studio.example.ch',
    );
    expect(studioUrl({})).toBe('http://localhost:3333');
  });
});

describe('encodeFields', () => {
  it('marks the named text fields of each document and nothing else', async () => {
    const encode = await createStegaEncoder('https://studio.example.ch');
    const [doc] = encodeFields(
      [{ id: 'location.zurich', slug: 'zurich', title_de: 'Zürich', address_de: null, price: 5 }],
      'location',
      ['title_de', 'address_de', 'price'],
      encode,
    );
    expect(decodedHref(doc.title_de)).toContain('id=location.zurich;type=location;path=title_de?');
    expect(doc.slug).toBe('zurich');
    expect(doc.address_de).toBeNull();
    expect(doc.price).toBe(5);
  });
});
