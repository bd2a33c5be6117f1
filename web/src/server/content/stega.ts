/**
 * Click-to-edit in draft preview (docs/preview.md): a text the page shows carries, in invisible
 * characters after it (stega, @vercel/stega), the Studio edit link of the field it came from, in
 * the form Sanity's client writes (`createEditUrl`), so that the Visual Editing overlay in
 * Presentation outlines it and opens that field. Only pages rendered in draft mode encode
 * (server/content/draftScope.ts); published pages, emails and API answers never do.
 *
 * The site maps documents into its own shapes (languages picked, Germany-German variants laid
 * over) and the local Content Lake stand-in answers without content source maps, so the
 * site encodes where it knows the document and field, rather than through the client's
 * source-map encoder.
 */
import { readsDrafts } from './draftScope';

/** A field of a document: what Presentation opens. `path` in Studio's notation (`entries[_key=="a"].text_de`). */
export type EditTarget = { id: string; type: string; path: string };

export type StegaEncoder = (text: string, target: EditTarget) => string;

/** Where the Studio is (its Presentation tool frames the site): STUDIO_ORIGIN, else the local Studio. */
export function studioUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.STUDIO_ORIGIN?.trim() || 'http://localhost:3333').replace(/\/$/, '');
}

let modules: Promise<[typeof import('@sanity/client/csm'), typeof import('@vercel/stega')]> | null =
  null;

/** An encoder for the Studio at `baseUrl`. ES modules, loaded on first use like the content client. */
export async function createStegaEncoder(baseUrl: string = studioUrl()): Promise<StegaEncoder> {
  modules ??= Promise.all([import('@sanity/client/csm'), import('@vercel/stega')]);
  const [{ createEditUrl }, { vercelStegaCombine }] = await modules;
  return (text, { id, type, path }) => {
    if (text.trim() === '' || isData(text)) return text;
    const href = createEditUrl({ baseUrl, id, type, path });
    // Never @vercel/stega's 'auto' skip: it takes any "Word: …" text for a URL.
    return vercelStegaCombine(text, { origin: 'sanity.io', href }, false);
  };
}

/** A link, an address or a date: data that must stay exact, not words to click on. */
function isData(text: string): boolean {
  return (
    /^(?:https?:\/\/|mailto:|tel:|\/)\S*$/i.test(text) || /^\d{4}-\d{2}-\d{2}(?:T\S*)?$/.test(text)
  );
}

/** The encoder while rendering a page in draft mode, else null (published content stays plain). */
export async function draftStegaEncoder(): Promise<StegaEncoder | null> {
  return readsDrafts() ? createStegaEncoder() : null;
}

/**
 * `fields` of each document encoded with its edit target (`id`: the document's published id,
 * as the site's queries name `_id`). Other fields, and fields that are not text, stay as they are.
 */
export function encodeFields<T extends { id: string }>(
  documents: readonly T[],
  type: string,
  fields: readonly string[],
  encode: StegaEncoder,
): T[] {
  return documents.map((doc) => {
    const out: Record<string, unknown> = { ...doc };
    for (const field of fields) {
      const value = out[field];
      if (typeof value === 'string') out[field] = encode(value, { id: doc.id, type, path: field });
    }
    return out as T;
  });
}
