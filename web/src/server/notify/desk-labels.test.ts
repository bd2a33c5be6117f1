/**
 * Every email the booking sends has a name at the desk in both languages: the booking drawer
 * lists a booking's emails by it (docs/staff-desk.md "Booking detail"), and a kind without one
 * would show as its raw id.
 */
import de from '../../../public/locales/de/desk.json';
import en from '../../../public/locales/en/desk.json';
import { EMAIL_KINDS } from './email-job';

it.each([
  ['de', de.email],
  ['en', en.email],
])('names every email kind at the desk (%s)', (_language, labels) => {
  const missing = EMAIL_KINDS.filter(
    (kind) => !(labels as Record<string, string | undefined>)[kind]?.trim(),
  );
  expect(missing).toEqual([]);
});
