import { holdsUnstorableText } from './parse';

describe('holdsUnstorableText (docs/security.md "Hostile input")', () => {
  it.each<[string, unknown]>([
    ['a NUL byte in a string', { name: 'Anna\u0000' }],
    ['a NUL byte in a key', { ['a\u0000']: 1 }],
    ['a high surrogate alone', ['x', ['\ud83d']]],
    ['a low surrogate alone', '\ude00 at the start'],
    ['two high halves', '\ud83d\ud83d\ude00'],
    ['a NUL deep inside', { a: [{ b: [{ c: 'ok' }, { d: ['\u0000'] }] }] }],
  ])('finds %s', (_, value) => {
    expect(holdsUnstorableText(value)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['letters of any script', { name: 'Zoë Šimůnek 王 محمد' }],
    ['a whole surrogate pair (an emoji)', 'Anna 😀'],
    ['numbers, booleans and null', [1, true, null, { a: 0 }]],
    ['an empty object', {}],
  ])('passes %s', (_, value) => {
    expect(holdsUnstorableText(value)).toBe(false);
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
  });
});
