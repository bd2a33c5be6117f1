import { sitePath } from './previewAccess';

it('keeps paths of this site and turns anything else into the start page', () => {
  expect(sitePath('/de-ch/summary?x=1#y')).toBe('/de-ch/summary?x=1#y');
  for (const bad of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    undefined,
    null,
  ]) {
    expect(sitePath(bad)).toBe('/');
  }
});
