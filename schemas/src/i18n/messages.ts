/**
 * What the Studio says to editors outside the schema's titles (docs/languages.md, "German
 * Studio"): validation and publish-blocking messages, list subtitles and Presentation's location
 * texts, each in the Studio's two interface languages. The one owner of these words and of the
 * choice between them.
 *
 * Validators return a message whole (`{ 'en-US', 'de-DE' }`, Sanity's
 * LocalizedValidationMessages): Sanity shows the one of the editor's interface locale. Code that
 * has no Sanity context (list previews' `prepare`, Presentation's locations) picks with `say`,
 * by the interface language the Studio reported last (`setStudioLanguage`, called by the
 * Studio's layout) or, before that, the one the editor stored.
 */

/** A text in the Studio's interface languages (Sanity locale ids). */
export type StudioMessage = { 'en-US': string; 'de-DE': string };
export type StudioLanguage = 'en' | 'de';

const m = (en: string, de: string): StudioMessage => ({ 'en-US': en, 'de-DE': de });

const WEEKDAYS = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
} as const;

const list = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');
/** The language of an email or site text field, as the validator names it. */
export type TextLanguage = 'en' | 'de' | 'de_DE';
const LANGUAGE_LABEL: Record<TextLanguage, StudioMessage> = {
  en: m('English', 'Englisch'),
  de: m('German', 'Deutsch'),
  de_DE: m('German (Germany)', 'Deutsch (Deutschland)'),
};
/** "Englischer Text", "Deutscher Text": the adjective German needs before "Text". */
const TEXT_ADJECTIVE: Record<TextLanguage, string> = {
  en: 'Englischer',
  de: 'Deutscher',
  de_DE: 'Deutscher (Deutschland)',
};

export const MESSAGES = {
  // Slugs, ids, links
  slugRequired: m('Slug is required', 'Ein Slug ist erforderlich'),
  slugFormat: m(
    'Use lower-case letters, digits and single underscores (e.g. whole_body_scan)',
    'Kleinbuchstaben, Ziffern und einzelne Unterstriche verwenden (z. B. whole_body_scan)',
  ),
  slugLocked: m(
    'Published: links, bookings or error lookups refer to this value, so it cannot change.',
    'Veröffentlicht: Links, Buchungen oder Fehlermeldungen verweisen auf diesen Wert, daher kann er nicht mehr geändert werden.',
  ),
  alreadyUsed: (value: string) =>
    m(
      `"${value}" is already used by another document`,
      `«${value}» wird bereits von einem anderen Dokument verwendet`,
    ),
  gtmId: m(
    'Must be GTM- followed by upper-case letters and digits, e.g. GTM-AB12CD3',
    'Muss mit GTM- beginnen, gefolgt von Grossbuchstaben und Ziffern, z. B. GTM-AB12CD3',
  ),
  redirectPath: m('Must be a path starting with /', 'Muss ein Pfad sein, der mit / beginnt'),
  noSpaces: m('Must not contain spaces', 'Darf keine Leerzeichen enthalten'),
  redirectTarget: m('Target is required', 'Ein Ziel ist erforderlich'),
  otherSitesHttps: m(
    'Use https://... for other sites',
    'Für andere Websites https://... verwenden',
  ),
  absoluteHttps: m(
    'Absolute targets must use https://',
    'Absolute Ziele müssen https:// verwenden',
  ),
  pathOrHttps: m(
    'Must be a path starting with / or an https:// URL',
    'Muss ein Pfad mit / am Anfang oder eine https://-Adresse sein',
  ),
  redirectLoop: m(
    'A redirect must not point to itself',
    'Eine Weiterleitung darf nicht auf sich selbst zeigen',
  ),
  legalUrlRequired: m(
    'Required: the site links this page from the booking form and the footer',
    'Erforderlich: Die Website verlinkt diese Seite im Buchungsformular und in der Fusszeile',
  ),
  useHttps: m('Use an https:// address', 'Eine https://-Adresse verwenden'),
  fullAddress: m(
    'Must be a full address, e.g. https://www.example.ch/terms',
    'Muss eine vollständige Adresse sein, z. B. https://www.example.ch/agb',
  ),

  // Amounts and dates
  amountNonNegative: m('Amount must be 0 or more', 'Der Betrag muss 0 oder mehr sein'),
  dateFormat: m(
    'Date must look like 2026-12-25',
    'Das Datum muss so aussehen: 2026-12-25',
  ),
  notARealDate: (date: string) =>
    m(`${date} is not a real date`, `${date} ist kein gültiges Datum`),
  valueRequired: m('Value is required', 'Ein Wert ist erforderlich'),
  valueNonNegative: m('Value must be 0 or more', 'Der Wert muss 0 oder mehr sein'),
  percentRange: m(
    'A percentage must be between 0 and 100',
    'Ein Prozentsatz muss zwischen 0 und 100 liegen',
  ),
  dateTimes: m('Dates must be valid date-times', 'Die Daten müssen gültige Zeitpunkte sein'),
  untilAfterFrom: m(
    '"Valid until" must be after "valid from"',
    '«Gültig bis» muss nach «Gültig ab» liegen',
  ),

  // Catalogue
  alreadyIncluded: (ids: string) =>
    m(`Already included in the package: ${ids}`, `Bereits im Paket enthalten: ${ids}`),
  bookableNeedsPrice: m(
    'A bookable service needs a price and a duration (or tick "cannot be booked")',
    'Eine buchbare Leistung braucht einen Preis und eine Dauer (oder «Nicht buchbar» ankreuzen)',
  ),
  selfExclusion: m(
    'A service cannot exclude itself',
    'Eine Leistung kann sich nicht selbst ausschliessen',
  ),
  checkupBookableNowhere: m(
    'Bookable nowhere: no open location offers every included service, so the site offers this check-up at no location.',
    'Nirgends buchbar: Kein offener Standort bietet alle enthaltenen Leistungen an, daher bietet die Website diesen Check-up an keinem Standort an.',
  ),
  addonBookableNowhere: m(
    'Bookable nowhere: no open location offers this add-on together with a check-up that lists it; the site shows it as not offered.',
    'Nirgends buchbar: Kein offener Standort bietet diese Zusatzleistung zusammen mit einem Check-up an, der sie aufführt; die Website zeigt sie als nicht angeboten.',
  ),
  duplicateRoomKey: m('Two rooms have the same key.', 'Zwei Räume haben denselben Schlüssel.'),

  // Receipts
  zsr: m(
    'A ZSR number is one capital letter and six digits, e.g. H123456',
    'Eine ZSR-Nummer besteht aus einem Grossbuchstaben und sechs Ziffern, z. B. H123456',
  ),
  glnFormat: m(
    'A GLN is 13 digits, e.g. 7601000000002 (no spaces)',
    'Eine GLN besteht aus 13 Ziffern, z. B. 7601000000002 (ohne Leerzeichen)',
  ),
  glnCheckDigit: (digit: number) =>
    m(
      `The check digit of this GLN is wrong: it should end in ${digit}`,
      `Die Prüfziffer dieser GLN ist falsch: Sie sollte auf ${digit} enden`,
    ),

  // Opening hours
  weekday: m(
    'Weekday must be 1 (Monday) to 7 (Sunday)',
    'Der Wochentag muss 1 (Montag) bis 7 (Sonntag) sein',
  ),
  time: m('Time must look like 08:30 (HH:mm)', 'Die Uhrzeit muss so aussehen: 08:30 (HH:mm)'),
  openBeforeClose: (from: string, to: string) =>
    m(
      `Opening time ${from} must be before closing time ${to}`,
      `Die Öffnungszeit ${from} muss vor der Schliesszeit ${to} liegen`,
    ),
  openingWindow: (from: string, to: string) =>
    m(
      `Opening hours must lie between ${from} and ${to}`,
      `Die Öffnungszeiten müssen zwischen ${from} und ${to} liegen`,
    ),
  /** weekday 1 (Monday) to 7 (Sunday); a and b as "08:00-18:00". */
  overlap: (weekday: number, a: string, b: string) =>
    m(
      `${WEEKDAYS.en[weekday - 1]}: ${a} overlaps ${b}`,
      `${WEEKDAYS.de[weekday - 1]}: ${a} überschneidet sich mit ${b}`,
    ),

  // Texts
  mustBeText: m('Must be text', 'Muss ein Text sein'),
  glossary: (term: string, preferred: string, variant: string) =>
    m(
      `Glossary "${term}": write "${preferred}", not "${variant}"`,
      `Glossar «${term}»: «${preferred}» schreiben, nicht «${variant}»`,
    ),
  siteTextMissing: (language: TextLanguage) =>
    m(
      `${LANGUAGE_LABEL[language]['en-US']} text missing: the site shows the built-in text until it is filled`,
      `${TEXT_ADJECTIVE[language]} Text fehlt: Die Website zeigt den eingebauten Text, bis er ausgefüllt ist`,
    ),
  emailTextMissing: (language: TextLanguage) =>
    m(
      `${LANGUAGE_LABEL[language]['en-US']} text missing: the email uses the built-in text until it is filled`,
      `${TEXT_ADJECTIVE[language]} Text fehlt: Die E-Mail verwendet den eingebauten Text, bis er ausgefüllt ist`,
    ),
  textsLackTranslation: (count: number) =>
    m(
      `${count} text${count === 1 ? '' : 's'} lack${count === 1 ? 's' : ''} a translation`,
      `${count} ${count === 1 ? 'Text hat' : 'Texte haben'} keine Übersetzung`,
    ),
  unknownPlaceholder: (unknown: readonly string[], allowed: readonly string[]) =>
    m(
      `Unknown placeholder ${list(unknown)}: use ${list(allowed)}`,
      `Unbekannter Platzhalter ${list(unknown)}: ${list(allowed)} verwenden`,
    ),
  missingPlaceholder: (missing: readonly string[]) =>
    m(
      `Missing placeholder ${list(missing)}: it must stay in this text`,
      `Platzhalter ${list(missing)} fehlt: Er muss in diesem Text bleiben`,
    ),
  unbalancedBraces: m(
    'Unbalanced {{ or }}: write placeholders as {{name}}',
    'Einzelnes {{ oder }}: Platzhalter als {{name}} schreiben',
  ),
  smsAlphabet: (odd: string, limit: number, length: number) =>
    m(
      `Longer than one SMS: ${odd} is outside the SMS alphabet, so one SMS holds only ${limit} characters, and this text has ${length} with the longest names and link filled in. Replace ${odd} (e.g. ’ by ') or shorten the text.`,
      `Länger als eine SMS: ${odd} gehört nicht zum SMS-Alphabet, daher fasst eine SMS nur ${limit} Zeichen, und dieser Text hat mit den längsten Namen und dem Link ${length}. ${odd} ersetzen (z. B. ’ durch ') oder den Text kürzen.`,
    ),
  smsLength: (length: number, limit: number) =>
    m(
      `Longer than one SMS: ${length} of ${limit} characters with the longest names and link filled in. Shorten it by ${length - limit}.`,
      `Länger als eine SMS: ${length} von ${limit} Zeichen mit den längsten Namen und dem Link. Um ${length - limit} kürzen.`,
    ),
  /** A problem of one language's text, prefixed with the language. */
  inLanguage: (language: TextLanguage, problem: StudioMessage) =>
    m(
      `${LANGUAGE_LABEL[language]['en-US']}: ${problem['en-US']}`,
      `${LANGUAGE_LABEL[language]['de-DE']}: ${problem['de-DE']}`,
    ),
} as const;

/** Words of the list previews (subtitles) and Presentation's locations. */
export const PREVIEW_WORDS = {
  missing: (languages: readonly string[]) =>
    m(
      `${languages.map((l) => l.toUpperCase()).join(', ')} missing`,
      `${languages.map((l) => l.toUpperCase()).join(', ')} fehlt`,
    ),
  notBookable: m('not bookable', 'nicht buchbar'),
  rooms: (count: number) =>
    m(`${count} ${count === 1 ? 'room' : 'rooms'}`, `${count} ${count === 1 ? 'Raum' : 'Räume'}`),
  discountOff: (amount: number) => m(`CHF ${amount} off`, `CHF ${amount} Rabatt`),
  comingSoon: m('coming soon', 'demnächst'),
  inactive: m('inactive', 'inaktiv'),
  until: (date: string) => m(`until ${date}`, `bis ${date}`),
  internal: m('internal', 'intern'),
  permanent: m('permanent (308)', 'dauerhaft (308)'),
  temporary: m('temporary (307)', 'vorübergehend (307)'),
  deposit: (amount: string) => m(`Deposit ${amount}`, `Anzahlung ${amount}`),
  hold: (minutes: number) => m(`hold ${minutes} min`, `Reservation ${minutes} min`),
  sections: (count: number) =>
    m(
      `${count} section${count === 1 ? '' : 's'}`,
      `${count} ${count === 1 ? 'Abschnitt' : 'Abschnitte'}`,
    ),
  questions: (count: number) =>
    m(`${count} question${count === 1 ? '' : 's'}`, `${count} ${count === 1 ? 'Frage' : 'Fragen'}`),
  exampleToReview: m(
    'Example: to be reviewed by the radiologist',
    'Beispiel: durch die Radiologie zu prüfen',
  ),
  untitled: {
    checkup: m('Untitled check-up', 'Check-up ohne Titel'),
    service: m('Untitled service', 'Leistung ohne Titel'),
    tag: m('Untitled tag', 'Schlagwort ohne Titel'),
    location: m('Untitled location', 'Standort ohne Namen'),
    discountCode: m('New discount code', 'Neuer Rabattcode'),
    pageMeta: m('New page description', 'Neue Seitenbeschreibung'),
    errorMessage: m('New error message', 'Neue Fehlermeldung'),
    glossaryTerm: m('New glossary term', 'Neuer Glossarbegriff'),
    siteTexts: m('Site texts', 'Website-Texte'),
    room: m('Room', 'Raum'),
  },
  questionnaire: m('MRI safety questionnaire', 'MRI-Sicherheitsfragebogen'),
  // Presentation (studio/presentation.ts)
  everyFlowPage: m(
    'Used on every page of the booking flow',
    'Auf jeder Seite des Buchungsablaufs verwendet',
  ),
  everyPage: m('Used on every page of the site', 'Auf jeder Seite der Website verwendet'),
  onPages: (count: number) => m(`Used on ${count} pages`, `Auf ${count} Seiten verwendet`),
  whenFailing: m('Shown when something fails', 'Angezeigt, wenn etwas fehlschlägt'),
  emailPreview: m('Email preview', 'E-Mail-Vorschau'),
} as const;

/** The weekday's short name in a language (1 = Monday). */
export const weekdayName = (weekday: number, language: StudioLanguage): string | undefined =>
  WEEKDAYS[language][weekday - 1];

export const english = (message: StudioMessage): string => message['en-US'];

/** The message in one interface language. */
export const messageIn = (message: StudioMessage, language: StudioLanguage): string =>
  language === 'de' ? message['de-DE'] : message['en-US'];

/** Whether a validation result is a message in the interface languages. */
export function isStudioMessage(value: unknown): value is StudioMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)['en-US'] === 'string' &&
    typeof (value as Record<string, unknown>)['de-DE'] === 'string'
  );
}

/** Sanity's locale id as the Studio's interface language (German for any `de-*`). */
export const languageOfLocale = (locale: string | undefined | null): StudioLanguage =>
  locale?.toLowerCase().startsWith('de') ? 'de' : 'en';

let reported: StudioLanguage | undefined;

/** The Studio's layout reports the interface language whenever it changes (studio/studioLanguage.ts). */
export function setStudioLanguage(language: StudioLanguage | undefined): void {
  reported = language;
}

/**
 * The interface language for code without a Sanity context: the one the Studio reported, else
 * the one the editor stored (Sanity keeps it in localStorage as `sanity-locale:<project>:<workspace>`),
 * else English.
 */
export function studioLanguage(): StudioLanguage {
  if (reported) return reported;
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (!storage) return 'en';
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('sanity-locale:')) return languageOfLocale(storage.getItem(key));
    }
  } catch {
    // No storage (tests, the site's server): English.
  }
  return 'en';
}

/** A message in the Studio's current interface language (previews, Presentation). */
export const say = (message: StudioMessage): string => messageIn(message, studioLanguage());
