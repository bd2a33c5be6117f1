/**
 * The few fixed words of price summaries that do not come from content. Everything else
 * (package, service and discount code titles) is localized in content.
 */
import type { Language } from '@/server/content/model';

const LABELS = {
  locationDiscount: { en: 'Location discount', de: 'Standortrabatt' },
  // The partner's own line: booked with the partner booking, which may still owe a balance.
  prepaid: { en: 'in the partner booking', de: 'in der Partnerbuchung' },
  deposit: { en: 'Deposit', de: 'Anzahlung' },
  balanceDue: { en: 'Balance due at the clinic', de: 'Restbetrag vor Ort' },
  total: { en: 'Total', de: 'Total' },
} as const;

export type LabelKey = keyof typeof LABELS;

export function label(key: LabelKey, language: Language): string {
  return LABELS[key][language];
}
