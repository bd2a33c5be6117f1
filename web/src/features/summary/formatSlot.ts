/** Appointment dates as the visitor reads them: Europe/Zurich wall-clock time (SPEC 9). */
import { DateTime } from 'luxon';
import { BOOKING_TIME_ZONE } from '@/features/booking/zurichDate';

const intlLocale = (language: string) => (language === 'de' ? 'de-CH' : 'en-GB');

/** "Montag, 14. Dezember 2026" / "Monday 14 December 2026". */
export function formatSlotDay(start: string, language: string): string {
  const dt = DateTime.fromISO(start, { setZone: true }).setZone(BOOKING_TIME_ZONE);
  if (!dt.isValid) return '';
  return dt
    .setLocale(intlLocale(language))
    .toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** "10:00–11:30" (end optional). */
export function formatSlotTime(start: string, end: string | null, _language?: string): string {
  const from = DateTime.fromISO(start, { setZone: true }).setZone(BOOKING_TIME_ZONE);
  if (!from.isValid) return '';
  const to = end ? DateTime.fromISO(end, { setZone: true }).setZone(BOOKING_TIME_ZONE) : null;
  return to?.isValid ? `${from.toFormat('HH:mm')}–${to.toFormat('HH:mm')}` : from.toFormat('HH:mm');
}
