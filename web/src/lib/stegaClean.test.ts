import { VERCEL_STEGA_REGEX, legacyStegaEncode, vercelStegaCombine } from '@vercel/stega';
import { STEGA_MARKS, stegaClean } from './stegaClean';

describe('stegaClean', () => {
  const edit = {
    origin: 'sanity.io',
    href: 'https://studio.example.ch/intent/edit/id=a;type=b;path=c',
  };

  it('removes the marks of both of @vercel/stega encodings and nothing else', () => {
    const marked = vercelStegaCombine('Grüezi – Zürich', edit);
    expect(marked).not.toBe('Grüezi – Zürich');
    expect(stegaClean(marked)).toBe('Grüezi – Zürich');
    expect(stegaClean(`Zürich${legacyStegaEncode(edit)}`)).toBe('Zürich');
    // A lone zero-width joiner (emoji, typesetting) is text, not a mark.
    expect(stegaClean('👩\u200d⚕️ a\u200bb')).toBe('👩\u200d⚕️ a\u200bb');
    expect(stegaClean(null)).toBeNull();
  });

  it('matches exactly the characters of VERCEL_STEGA_REGEX', () => {
    const library = new RegExp(VERCEL_STEGA_REGEX.source, 'u');
    const ours = new RegExp(STEGA_MARKS.source, 'u');
    for (let code = 0; code <= 0x1ffff; code++) {
      const run = String.fromCodePoint(code).repeat(4);
      if (library.test(run) !== ours.test(run)) throw new Error(`U+${code.toString(16)} differs`);
    }
  });
});
