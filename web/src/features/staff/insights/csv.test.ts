import { toCsv } from './csv';

test('writes CSV as Swiss Excel reads it: BOM, semicolons, CRLF, quotes, formula-safe text', () => {
  const csv = toCsv(
    ['Date', 'Room', 'Booked minutes'],
    [
      ['2026-03-29', 'MRI 1; east', 540],
      ['=HYPERLINK("x")', 'Raum "2"', -5],
    ],
  );
  expect(csv).toBe(
    '\uFEFFDate;Room;Booked minutes\r\n' +
      '2026-03-29;"MRI 1; east";540\r\n' +
      '"\'=HYPERLINK(""x"")";"Raum ""2""";-5\r\n',
  );
});
