import {
  datePartsOfPasted,
  isDatePartsEmpty,
  isoDateOf,
  joinDateParts,
  splitDateParts,
} from './dateParts';

describe('date parts', () => {
  it('round-trips what was typed, half-typed dates included', () => {
    for (const parts of [
      { day: '29', month: '2', year: '1981' },
      { day: '', month: '5', year: '' },
      { day: '', month: '', year: '' },
    ]) {
      expect(splitDateParts(joinDateParts(parts))).toEqual(parts);
    }
  });

  it('reads an ISO date and the empty string', () => {
    expect(splitDateParts('1980-05-17')).toEqual({ day: '17', month: '05', year: '1980' });
    expect(splitDateParts('')).toEqual({ day: '', month: '', year: '' });
    expect(isDatePartsEmpty('')).toBe(true);
    expect(isDatePartsEmpty('--')).toBe(true);
    expect(isDatePartsEmpty('-5-')).toBe(false);
  });

  it.each([
    ['1980-5-7', '1980-05-07'],
    ['1980-05-17', '1980-05-17'],
    ['1981-2-29', '1981-02-29'],
    ['80-5-17', null],
    ['1980--17', null],
    ['1980-123-1', null],
    ['--', null],
  ])('isoDateOf(%s) is %s', (value, iso) => {
    expect(isoDateOf(value)).toBe(iso);
  });

  it.each([
    ['17.05.1980', { day: '17', month: '05', year: '1980' }],
    ['7/5/1980', { day: '7', month: '5', year: '1980' }],
    [' 17 05 1980 ', { day: '17', month: '05', year: '1980' }],
    ['1980-05-17', null],
    ['17', null],
  ])('a pasted %s gives %o', (text, parts) => {
    expect(datePartsOfPasted(text)).toEqual(parts);
  });
});
