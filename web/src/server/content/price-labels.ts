/**
 * The few words of price summaries that are not a content document's title: Site texts
 * (`common`, `price.*`, docs/preview.md), edited in Studio like every text, over the locale files
 * (their seed and fallback). The catalogue carries them (content/index.ts), so a de-de quote
 * reads their Germany-German text through contentForLocale like every other label.
 */
import deCommon from '../../../public/locales/de/common.json';
import enCommon from '../../../public/locales/en/common.json';
import type { Language } from '@/server/content/model';

/** Label name → Site-text key in `common`. */
export const PRICE_TEXT_KEYS = {
  locationDiscount: 'price.locationDiscount',
  // The partner's own line: booked with the partner booking, which may still owe a balance.
  inPartnerBooking: 'price.inPartnerBooking',
} as const;

export type LabelKey = keyof typeof PRICE_TEXT_KEYS;

/** `<label>_en`, `<label>_de` and the optional Germany-German `<label>_de_DE`. */
export type PriceLabels = Record<`${LabelKey}_${Language}`, string> &
  Partial<Record<`${LabelKey}_de_DE`, string>>;

/** A Site-text entry as content returns it. */
export type PriceTextEntry = {
  key: string;
  text_en?: string | null;
  text_de?: string | null;
  text_de_DE?: string | null;
};

const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** Studio's filled texts over the locale files' (Germany German only when Studio has one). */
export function priceLabels(entries: readonly PriceTextEntry[] = []): PriceLabels {
  const labels: Record<string, string> = {};
  for (const [name, key] of Object.entries(PRICE_TEXT_KEYS)) {
    const [group, item] = key.split('.') as ['price', keyof typeof enCommon.price];
    const entry = entries.find((e) => e.key === key);
    labels[`${name}_en`] = filled(entry?.text_en) ? entry.text_en : enCommon[group][item];
    labels[`${name}_de`] = filled(entry?.text_de) ? entry.text_de : deCommon[group][item];
    if (filled(entry?.text_de_DE)) labels[`${name}_de_DE`] = entry.text_de_DE;
  }
  return labels as PriceLabels;
}

/** The locale files' labels: for catalogues without Site texts (tests, a content outage). */
export const BUILT_IN_PRICE_LABELS = priceLabels();

export function label(labels: PriceLabels, key: LabelKey, language: Language): string {
  return labels[`${key}_${language}`];
}
