import { isStringOneByteRepresentation } from 'node:v8';
import { renderToStaticMarkup } from 'react-dom/server';
import { latin1HeadElement, latin1Json, latin1Markup } from './latin1Html';

const isLatin1 = (s: string) => [...s].every((c) => c.codePointAt(0)! <= 0xff);
/** What an HTML parser makes of the numeric character references and the few named ones. */
const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const TEXT = 'Ganzkörper-MRI – Bluttest … Mitarbeiter’s ↗ 😀 Zürich';

describe('pages in Latin-1', () => {
  it('markup keeps Latin-1 as it is and writes the rest as character references', () => {
    const html = `<p title="${TEXT}">${TEXT}</p>`;
    const out = latin1Markup(html);
    expect(isLatin1(out)).toBe(true);
    expect(out).toContain('Ganzkörper-MRI &#x2013; Bluttest &#x2026;');
    expect(out).toContain('&#x1f600;'); // one reference for a character beyond the BMP
    expect(decode(out)).toBe(html);
  });

  it('is stored one byte per character, though the text it came from was two bytes wide', () => {
    // V8 keeps a replace's result two bytes wide when its input was; the page Next assembles
    // around it would then be sent through the slower two-byte path on every request.
    const wide = `<p>${TEXT}</p>`;
    expect(isStringOneByteRepresentation(wide)).toBe(false);
    expect(isStringOneByteRepresentation(latin1Markup(wide))).toBe(true);
    expect(isStringOneByteRepresentation(latin1Json(JSON.stringify({ t: TEXT })))).toBe(true);
    expect(isStringOneByteRepresentation(`<head></head>${latin1Markup(wide)}`)).toBe(true);
  });

  it('JSON reads back as the same value', () => {
    const value = { text: TEXT, nested: [{ t: '↗' }], n: 1 };
    const out = latin1Json(JSON.stringify(value));
    expect(isLatin1(out)).toBe(true);
    expect(JSON.parse(out)).toEqual(value);
  });

  it('a title is written as markup with the same text; other head elements stay as they are', () => {
    const title = latin1HeadElement(<title>{`Termin <wählen> & ${TEXT}`}</title>);
    const html = renderToStaticMarkup(title);
    expect(isLatin1(html)).toBe(true);
    expect(decode(html)).toBe(`<title>Termin <wählen> & ${TEXT}</title>`);

    const plain = <title>{['Termin', ' wählen']}</title>;
    expect(latin1HeadElement(plain)).toBe(plain);
    const meta = <meta name="description" content="–" />;
    expect(latin1HeadElement(meta)).toBe(meta);
  });
});
