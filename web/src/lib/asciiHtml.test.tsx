import { renderToStaticMarkup } from 'react-dom/server';
import { asciiHeadElement, asciiJson, asciiMarkup } from './asciiHtml';

const isAscii = (s: string) => [...s].every((c) => c.codePointAt(0)! <= 0x7f);
/** What an HTML parser makes of the numeric character references and the few named ones. */
const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const TEXT = 'Ganzkörper-MRI – Bluttest … Mitarbeiter’s ↗ 😀 Zürich';

describe('pages in ASCII', () => {
  it('markup keeps ASCII as it is and writes the rest as character references', () => {
    const html = `<p title="${TEXT}">${TEXT}</p>`;
    const out = asciiMarkup(html);
    expect(isAscii(out)).toBe(true);
    expect(out).toContain('Ganzk&#xf6;rper-MRI &#x2013; Bluttest &#x2026;');
    expect(out).toContain('&#x1f600;'); // one reference for a character beyond the BMP
    expect(decode(out)).toBe(html);
  });

  it('JSON reads back as the same value', () => {
    const value = { text: TEXT, nested: [{ t: '↗' }], n: 1 };
    const out = asciiJson(JSON.stringify(value));
    expect(isAscii(out)).toBe(true);
    expect(JSON.parse(out)).toEqual(value);
  });

  it('a title is written as markup with the same text; other head elements stay as they are', () => {
    const title = asciiHeadElement(<title>{`Termin <wählen> & ${TEXT}`}</title>);
    const html = renderToStaticMarkup(<head>{title}</head>);
    expect(isAscii(html)).toBe(true);
    expect(decode(html)).toBe(`<head><title>Termin <wählen> & ${TEXT}</title></head>`);

    const plain = <title>{['Termin', ' waehlen']}</title>;
    expect(asciiHeadElement(plain)).toBe(plain);
    const meta = <meta name="description" content="Ganzkörper – MRI" />;
    expect(asciiHeadElement(meta)).toBe(meta);
  });
});
